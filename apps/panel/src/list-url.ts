// The lists' view (search, filter, page, sort, rows per page) kept in the address's search params
// (issue 21): opening an order or a product and coming back (Back, or 'Volver a pedidos') shows the list
// as it was left. Defaults are left out of the address, so the first view's address stays bare.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, PAGE_SIZE_OPTIONS, type OrderStatus } from '@panel/domain';
import type { ProductListSort, ProductSortField } from '@panel/ui';
import { FIRST_VIEW, type ProductListView } from './product-list-view';

const SORT_FIELDS: readonly ProductSortField[] = ['name', 'category', 'price', 'quantity'];

/**
 * A view read from the address and written back to it. A change shows at once and reaches the address
 * in an effect: a change made while the page mounts (the search typed before hydration) would
 * otherwise be dropped, as the router ignores navigations before its own effects have run.
 */
function useAddressView<V>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
): [V, (next: Partial<V>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [queued, setQueued] = useState<URLSearchParams | null>(null);
  const latest = useRef(searchParams);
  latest.current = searchParams;
  // The router applies a navigation in a transition: the queued view stays shown until the address
  // has caught up with it (dropping it at once would show the old view for a render, and a page the
  // list corrects — a deleted last row — would go back and forth).
  useEffect(() => {
    if (queued === null) return;
    if (queued.toString() === searchParams.toString()) setQueued(null);
    // Typing and paging replace the entry: Back leaves the list rather than replaying it.
    else setSearchParams(queued, { replace: true });
  }, [queued, searchParams, setSearchParams]);
  const shown = queued ?? searchParams;
  const view = useMemo(() => read(shown), [read, shown]);
  const update = useCallback(
    (next: Partial<V>) =>
      setQueued((current) => write({ ...read(current ?? latest.current), ...next })),
    [read, write],
  );
  return [view, update];
}

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
  const [view, update] = useAddressView(readOrders, writeOrders);
  // Remembered for the order page's 'Volver a pedidos' (this tab only).
  const search = writeOrders(view).toString();
  useEffect(() => {
    try {
      sessionStorage.setItem(ORDERS_SEARCH_KEY, search);
    } catch {
      // Storage refused (private mode): the link goes to the bare list.
    }
  }, [search]);
  return [view, update];
}

function writeOrders(view: OrderListView): URLSearchParams {
  return paramsOf({
    q: view.query,
    estado: view.status,
    pagina: view.page > 0 ? String(view.page + 1) : null,
  });
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

function writeProducts(view: ProductListView): URLSearchParams {
  const defaultSort =
    view.sort.field === FIRST_VIEW.sort.field && view.sort.type === FIRST_VIEW.sort.type;
  return paramsOf({
    q: view.query,
    pagina: view.page > 0 ? String(view.page + 1) : null,
    filas: view.rowsPerPage !== FIRST_VIEW.rowsPerPage ? String(view.rowsPerPage) : null,
    orden: defaultSort ? null : view.sort.field,
    dir: defaultSort ? null : view.sort.type,
  });
}

/** Reads and writes the product list's view in the address (`q`, `pagina`, `filas`, `orden`, `dir`). */
export function useProductListView(): [ProductListView, (next: Partial<ProductListView>) => void] {
  return useAddressView(readProducts, writeProducts);
}
