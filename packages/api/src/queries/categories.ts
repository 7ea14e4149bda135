import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { Category } from '../types';
import { categoryKeys } from './keys';
import { invalidateProducts } from './products';

/** GET /products/categories: the store's categories by name, with their product counts (5 min). */
export function categoriesQuery(client: PanelClient) {
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }): Promise<Category[]> =>
      dataOf(await client.GET('/products/categories', { signal })),
    staleTime: STALE_TIMES.categories,
  });
}

/**
 * POST /products/categories/create. The new category joins the cached list at once (the form selects
 * it right away), then the list is refetched; no product changed.
 */
export function createCategoryMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...categoryKeys.all, 'create'],
    mutationFn: async (name: string): Promise<Category> =>
      dataOf(await client.POST('/products/categories/create', { body: { name } })),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.list(), (list: Category[] | undefined) =>
        list ? [...list, category] : list,
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.list() });
    },
  });
}

/** PUT /products/categories/update/{id}; then every 'products' query (lists show the name). */
export function renameCategoryMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...categoryKeys.all, 'rename'],
    mutationFn: async ({ id, name }: { id: string; name: string }): Promise<Category> =>
      dataOf(
        await client.PUT('/products/categories/update/{id}', {
          params: { path: { id } },
          body: { name },
        }),
      ),
    onSuccess: () => invalidateProducts(queryClient),
  });
}

/**
 * DELETE /products/categories/delete/{id}; then every 'products' query: the category's products are
 * left without one.
 */
export function deleteCategoryMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...categoryKeys.all, 'delete'],
    mutationFn: async (id: string): Promise<void> =>
      expectOk(
        await client.DELETE('/products/categories/delete/{id}', { params: { path: { id } } }),
      ),
    onSuccess: () => invalidateProducts(queryClient),
  });
}

/** The store's categories. */
export function useCategories() {
  return useQuery(categoriesQuery(usePanelClient()));
}

/** Create a category. */
export function useCreateCategory() {
  return useMutation(createCategoryMutation(usePanelClient(), useQueryClient()));
}

/** Rename a category. */
export function useRenameCategory() {
  return useMutation(renameCategoryMutation(usePanelClient(), useQueryClient()));
}

/** Delete a category. */
export function useDeleteCategory() {
  return useMutation(deleteCategoryMutation(usePanelClient(), useQueryClient()));
}
