import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig, useDeleteProduct, useProducts, useUserInfo } from '@panel/api';
import { pageWithRows } from '@panel/domain';
import { ProductListScreen, type ProductListSort } from '@panel/ui';
import { asServerError } from '../api';
import type { CatalogDialog } from '../catalog-dialogs';
import { useProductListView } from '../list-url';
import { listParams } from '../product-list-view';
import { useAddProduct } from '../product-limit';
import { productPreviewPath, useStorefrontUrl } from '../storefront';

// 'Exportar' and 'Importar' (issue 24): their code loads when one first opens.
const CatalogDialogs = lazy(() => import('../catalog-dialogs'));

/**
 * /products: the product table with search (debounced), sort, paging and deletion; 'Agregar producto'
 * at the product limit opens the subscription modal.
 */
export function Component() {
  const navigate = useNavigate();
  const deleteProduct = useDeleteProduct();
  const userInfo = useUserInfo();
  const config = useConfig();
  const addProduct = useAddProduct();
  const storefrontUrl = useStorefrontUrl();
  const [catalogDialog, setCatalogDialog] = useState<CatalogDialog>('');
  // Mounted from the first opening on, so closing animates and reopening is at once.
  const [catalogOpened, setCatalogOpened] = useState(false);
  const openCatalog = (dialog: Exclude<CatalogDialog, ''>) => {
    setCatalogOpened(true);
    setCatalogDialog(dialog);
  };
  // In the address (issue 21): opening a product and coming back keeps the search, sort and page.
  const [{ query, page, rowsPerPage, sort }, setView] = useProductListView();
  const products = useProducts(listParams({ query, page, rowsPerPage, sort }));
  // A delete (here or in another tab) that empties this page: show the nearest page with rows.
  const total = products.data?.totalProducts;
  useEffect(() => {
    if (total === undefined) return;
    const nearest = pageWithRows(page, rowsPerPage, total);
    if (nearest !== page) setView({ page: nearest });
  }, [page, rowsPerPage, total, setView]);
  const showsEmptyPage =
    products.data !== undefined &&
    products.data.products.length === 0 &&
    products.data.totalProducts > 0;
  const storeLink = userInfo.data?.store?.link;
  const storeHost = config.data?.storeHost;
  // Stable between renders, so typing in the search box does not re-render the table's rows.
  // 'Ver': the store's page of a published product; a draft or hidden one is not on the store, so its
  // preview, which only the signed-in merchant can open (issue 21).
  const productUrl = useCallback(
    (product: { id: string; slug: string; status?: string | null }) =>
      product.status !== 'published'
        ? productPreviewPath(product.id)
        : storeLink && storeHost
          ? storefrontUrl(storeLink, storeHost, product.slug, { fromPanel: true })
          : '#',
    [storeLink, storeHost, storefrontUrl],
  );
  const onEdit = useCallback(
    (product: { id: string }) => void navigate(`/update/${product.id}`),
    [navigate],
  );
  const onSortChange = useCallback(
    (value: ProductListSort) => setView({ sort: value, page: 0 }),
    [setView],
  );
  return (
    <>
      <ProductListScreen
        country={userInfo.data?.store?.country}
        products={products.data?.products ?? []}
        total={products.data?.totalProducts ?? 0}
        page={page}
        rowsPerPage={rowsPerPage}
        query={query}
        sort={sort}
        // A page left without rows by a delete is never shown: the skeleton stays until the nearest page
        // with rows has come (the effect above moves to it; keepPreviousData would show the empty one).
        isLoading={products.isPending || showsEmptyPage}
        // Only when there is nothing to show: a failed refetch keeps the page on screen.
        isError={products.isError && !products.data}
        onRetry={() => void products.refetch()}
        productUrl={productUrl}
        onAdd={() => addProduct()}
        onExport={() => openCatalog('export')}
        onImport={() => openCatalog('import')}
        onEdit={onEdit}
        onDuplicate={addProduct}
        onDelete={async (ids) => {
          try {
            for (const id of ids) await deleteProduct.mutateAsync(id);
          } catch (err) {
            throw asServerError(err);
          }
        }}
        onQueryChange={(value) => setView({ query: value, page: 0 })}
        onPageChange={(value) => setView({ page: value })}
        onRowsPerPageChange={(value) => setView({ rowsPerPage: value, page: 0 })}
        onSortChange={onSortChange}
      />
      {catalogOpened && (
        <Suspense fallback={null}>
          <CatalogDialogs open={catalogDialog} onClose={() => setCatalogDialog('')} />
        </Suspense>
      )}
    </>
  );
}
