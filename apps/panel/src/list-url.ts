// The lists' view (search, filter, page, sort, rows per page) kept in the address's search params
// (issue 21): opening an order or a product and coming back (Back, or 'Volver a pedidos') shows the list
// as it was left. Defaults are left out of the address, so the first view's address stays bare. The
// orders' view is in order-list-url.ts: its statuses come from @panel/domain's order rules, which bring
// the phone rules along, and /products loads this file first.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_OPTIONS } from '@panel/domain';
import type { ProductListSort, ProductSortField } from '@panel/ui';
import { FIRST_VIEW, type ProductListView } from './product-list-view';

const SORT_FIELDS: readonly ProductSortField[] = ['name', 'category', 'price', 'quantity'];

/**
 * A view read from the address and written back to it. A change shows at once and reaches the address
 * in an effect: a change made while the page mounts (the search typed before hydration) would
 * otherwise be dropped, as the router ignores navigations before its own effects have run.
 */
export function useAddressView<V>(
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
export function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/** The search params of a view, defaults left out. */
export function paramsOf(entries: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  return params;
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
