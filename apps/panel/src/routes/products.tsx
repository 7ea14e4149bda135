import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig, useDeleteProduct, useProducts, useUserInfo } from '@panel/api';
import { ProductListScreen, type ProductListSort } from '@panel/ui';
import { asServerError } from '../api';
import { useAddProduct } from '../product-limit';
import { storefrontUrl } from '../storefront';

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
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);
  const [sort, setSort] = useState<ProductListSort>({ field: 'name', type: 'asc' });
  const products = useProducts({
    q: query,
    offset: page * rowsPerPage,
    limit: rowsPerPage,
    sortBy: sort.field,
    sortType: sort.type,
  });
  const storeLink = userInfo.data?.store?.link;
  const storeHost = config.data?.storeHost;
  return (
    <ProductListScreen
      products={products.data?.products ?? []}
      total={products.data?.totalProducts ?? 0}
      page={page}
      rowsPerPage={rowsPerPage}
      query={query}
      sort={sort}
      isLoading={products.isPending}
      // Only when there is nothing to show: a failed refetch keeps the page on screen.
      isError={products.isError && !products.data}
      onRetry={() => void products.refetch()}
      productUrl={(product) =>
        storeLink && storeHost ? storefrontUrl(storeLink, storeHost, product.slug) : '#'
      }
      onAdd={addProduct}
      onEdit={(product) => void navigate(`/update/${product.id}`)}
      onDelete={async (ids) => {
        try {
          for (const id of ids) await deleteProduct.mutateAsync(id);
        } catch (err) {
          throw asServerError(err);
        }
      }}
      onQueryChange={(value) => {
        setQuery(value);
        setPage(0);
      }}
      onPageChange={setPage}
      onRowsPerPageChange={(value) => {
        setRowsPerPage(value);
        setPage(0);
      }}
      onSortChange={(value) => {
        setSort(value);
        setPage(0);
      }}
    />
  );
}
