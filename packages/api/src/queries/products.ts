import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, formDataBody, type PanelClient } from '../client';
import { SEARCH_DEBOUNCE_MS, STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type {
  Product,
  ProductCreateInput,
  ProductListParams,
  ProductPage,
  ProductUpdateInput,
} from '../types';
import { productKeys } from './keys';

/** The product table's defaults (spec §3): first page of 10, sorted by name ascending. */
export const DEFAULT_PRODUCT_LIST_PARAMS = {
  offset: 0,
  limit: 10,
  sortBy: 'name',
  sortType: 'asc',
} as const satisfies ProductListParams;

/** Fills the defaults and drops an empty search, so equal requests share one cache entry. */
export function normalizeProductListParams(params: ProductListParams = {}): ProductListParams {
  const q = params.q?.trim();
  return {
    ...(q ? { q } : {}),
    offset: params.offset ?? DEFAULT_PRODUCT_LIST_PARAMS.offset,
    limit: params.limit ?? DEFAULT_PRODUCT_LIST_PARAMS.limit,
    sortBy: params.sortBy ?? DEFAULT_PRODUCT_LIST_PARAMS.sortBy,
    sortType: params.sortType ?? DEFAULT_PRODUCT_LIST_PARAMS.sortType,
  };
}

/** GET /products: one page and the total (1 min). */
export function productsListQuery(client: PanelClient, params: ProductListParams = {}) {
  const query = normalizeProductListParams(params);
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }): Promise<ProductPage> =>
      dataOf(await client.GET('/products', { params: { query }, signal })),
    staleTime: STALE_TIMES.productsList,
  });
}

/** GET /products/count (5 min). */
export function productsCountQuery(client: PanelClient) {
  return queryOptions({
    queryKey: productKeys.count(),
    queryFn: async ({ signal }): Promise<number> =>
      dataOf(await client.GET('/products/count', { signal })),
    staleTime: STALE_TIMES.productsCount,
  });
}

/** GET /products/{id}: every form field of one product. */
export function productQuery(client: PanelClient, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }): Promise<Product> =>
      dataOf(await client.GET('/products/{id}', { params: { path: { id } }, signal })),
    staleTime: STALE_TIMES.product,
  });
}

/** Invalidates every cached query whose key includes 'products' (spec §7). */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes(productKeys.all[0]),
  });
}

/** DELETE /products/delete/{id}; then every 'products' query is invalidated. */
export function deleteProductMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...productKeys.all, 'delete'],
    mutationFn: async (id: string): Promise<void> =>
      expectOk(await client.DELETE('/products/delete/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      // The deleted product would answer 404: drop it rather than refetch it.
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return invalidateProducts(queryClient);
    },
  });
}

/** POST /products/create (multipart: fields, `images`, `video`); then 'products' is invalidated. */
export function createProductMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...productKeys.all, 'create'],
    mutationFn: async (input: ProductCreateInput): Promise<Product> =>
      dataOf(await client.POST('/products/create', { body: input, bodySerializer: formDataBody })),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return invalidateProducts(queryClient);
    },
  });
}

/** PUT /products/update/{id} (multipart, with `keepMedia`); then 'products' is invalidated. */
export function updateProductMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...productKeys.all, 'update'],
    mutationFn: async ({
      id,
      input,
    }: {
      id: string;
      input: ProductUpdateInput;
    }): Promise<Product> =>
      dataOf(
        await client.PUT('/products/update/{id}', {
          params: { path: { id } },
          body: input,
          bodySerializer: formDataBody,
        }),
      ),
    onSuccess: async (product) => {
      await invalidateProducts(queryClient);
      // Set after the invalidation so the saved product is fresh, not refetched.
      queryClient.setQueryData(productKeys.detail(product.id), product);
    },
  });
}

/**
 * A page of products. The search text is debounced by 300 ms; paging and sorting apply at once, and
 * the previous page stays on screen while the next one loads.
 */
export function useProducts(params: ProductListParams = {}) {
  const client = usePanelClient();
  const q = useDebouncedValue(params.q ?? '', SEARCH_DEBOUNCE_MS);
  return useQuery({
    ...productsListQuery(client, { ...params, q }),
    placeholderData: keepPreviousData,
  });
}

/** How many products the store has. */
export function useProductsCount() {
  return useQuery(productsCountQuery(usePanelClient()));
}

/** One product with every form field. */
export function useProduct(id: string) {
  return useQuery(productQuery(usePanelClient(), id));
}

/** Delete a product. */
export function useDeleteProduct() {
  return useMutation(deleteProductMutation(usePanelClient(), useQueryClient()));
}

/** Create a product. */
export function useCreateProduct() {
  return useMutation(createProductMutation(usePanelClient(), useQueryClient()));
}

/** Replace a product. */
export function useUpdateProduct() {
  return useMutation(updateProductMutation(usePanelClient(), useQueryClient()));
}
