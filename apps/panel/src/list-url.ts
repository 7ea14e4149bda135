// The lists' view (search, filter, page, sort, rows per page) kept in the address's search params
// (issue 21): opening an order or a product and coming back (Back, or 'Volver a pedidos') shows the list
// as it was left. Defaults are left out of the address, so the first view's address stays bare.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, PAGE_SIZE_OPTIONS, type OrderStatus } from '@panel/domain';
import type { ProductListSort, ProductSortField } from '@panel/ui';
import { FIRST_VIEW, type ProductListView } from './product-list-view';

const SORT_FIELDS: readonly ProductSortField[] = ['name', 'category', 'price', 'quantity'];

/** A page number from the address ('2' is the second page, index 1); 0 when absent or odd. */
function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/** The search params of a view, defaults left out. */
function paramsOf(entries: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  return params;
}

const ORDERS_SEARCH_KEY = 'panel.orders.search';

/**
 * '/orders' with the view the list was last left with in this tab (read after hydration, so the
 * server's render and the first client render agree on the bare '/orders').
 */
export function useOrdersBackHref(): string {
  const [href, setHref] = useState('/orders');
  useEffect(() => {
    try {
      const search = sessionStorage.getItem(ORDERS_SEARCH_KEY);
      if (search) setHref(`/orders?${search}`);
    } catch {
      // Storage refused: the bare list.
    }
  }, []);
  return href;
}

/** The orders inbox's view. */
export interface OrderListView {
  query: string;
  status: OrderStatus | null;
  page: number;
}

/** Reads and writes the orders inbox's view in the address (`q`, `estado`, `pagina`). */
export function useOrderListView(): [OrderListView, (next: Partial<OrderListView>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readOrders(searchParams), [searchParams]);
  // Remembered for the order page's 'Volver a pedidos' (this tab only).
  const search = searchParams.toString();
  useEffect(() => {
    try {
      sessionStorage.setItem(ORDERS_SEARCH_KEY, search);
    } catch {
      // Storage refused (private mode): the link goes to the bare list.
    }
  }, [search]);
  const update = useCallback(
    (next: Partial<OrderListView>) =>
      setSearchParams(
        (current) => {
          const merged = { ...readOrders(current), ...next };
          return paramsOf({
            q: merged.query,
            estado: merged.status,
            pagina: merged.page > 0 ? String(merged.page + 1) : null,
          });
        },
        // Typing and paging replace the entry: Back leaves the list rather than replaying it.
        { replace: true },
      ),
    [setSearchParams],
  );
  return [view, update];
}

function readOrders(params: URLSearchParams): OrderListView {
  const status = params.get('estado');
  return {
    query: params.get('q') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as OrderStatus)
      : null,
    page: pageOf(params.get('pagina')),
  };
}

function readProducts(params: URLSearchParams): ProductListView {
  const rows = Number(params.get('filas'));
  const field = params.get('orden');
  const sort: ProductListSort =
    field !== null && (SORT_FIELDS as readonly string[]).includes(field)
      ? { field: field as ProductSortField, type: params.get('dir') === 'desc' ? 'desc' : 'asc' }
      : FIRST_VIEW.sort;
  return {
    query: params.get('q') ?? '',
    page: pageOf(params.get('pagina')),
    rowsPerPage: (PAGE_SIZE_OPTIONS as readonly number[]).includes(rows)
      ? rows
      : FIRST_VIEW.rowsPerPage,
    sort,
  };
}

/** Reads and writes the product list's view in the address (`q`, `pagina`, `filas`, `orden`, `dir`). */
export function useProductListView(): [ProductListView, (next: Partial<ProductListView>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readProducts(searchParams), [searchParams]);
  const update = useCallback(
    (next: Partial<ProductListView>) =>
      setSearchParams(
        (current) => {
          const merged = { ...readProducts(current), ...next };
          const defaultSort =
            merged.sort.field === FIRST_VIEW.sort.field &&
            merged.sort.type === FIRST_VIEW.sort.type;
          return paramsOf({
            q: merged.query,
            pagina: merged.page > 0 ? String(merged.page + 1) : null,
            filas:
              merged.rowsPerPage !== FIRST_VIEW.rowsPerPage ? String(merged.rowsPerPage) : null,
            orden: defaultSort ? null : merged.sort.field,
            dir: defaultSort ? null : merged.sort.type,
          });
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [view, update];
}
