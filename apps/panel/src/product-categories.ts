// The product form's category props: the store's categories from @panel/api and the calls that create,
// rename and delete them (their invalidations live in @panel/api's factories). Refusals reach the screen
// as the server's error text, which it maps to Spanish.
import { useCategories, useCreateCategory, useDeleteCategory, useRenameCategory } from '@panel/api';
import type { ProductFormScreenProps } from '@panel/ui';
import { asServerError } from './api';

type CategoryProps = Pick<
  ProductFormScreenProps,
  'categories' | 'onCreateCategory' | 'onRenameCategory' | 'onDeleteCategory'
>;

/** The category props of the product form, and whether the categories are still loading. */
export function useCategoryProps(): { isLoading: boolean; props: CategoryProps } {
  const categories = useCategories();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const serverError = (err: unknown): never => {
    throw asServerError(err);
  };
  return {
    isLoading: categories.isPending,
    props: {
      categories: categories.data ?? [],
      onCreateCategory: (name) => create.mutateAsync(name).catch(serverError),
      onRenameCategory: (id, name) => rename.mutateAsync({ id, name }).catch(serverError),
      onDeleteCategory: (id) => remove.mutateAsync(id).catch(serverError),
    },
  };
}
