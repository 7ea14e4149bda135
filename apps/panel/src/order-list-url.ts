// The orders inbox's view in the address (see list-url.ts), apart from the product list's: the order
// statuses come with @panel/domain's order rules, and /products, which loads list-url.ts first, needs
// none of them.
import { useEffect, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@panel/domain';
import { pageOf, paramsOf, useAddressView } from './list-url';

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

/** The 'Pedidos sin confirmar' filter in the address: `estado=sin-confirmar` (issue 23). */
export const UNCONFIRMED_ESTADO = 'sin-confirmar';

/** The inbox's filter: a status, or 'sin_confirmar' (orders still 'nuevo' an hour after they came). */
export type OrderListFilter = OrderStatus | 'sin_confirmar';

/** The orders inbox's view. */
export interface OrderListView {
  query: string;
  status: OrderListFilter | null;
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
    estado: view.status === 'sin_confirmar' ? UNCONFIRMED_ESTADO : view.status,
    pagina: view.page > 0 ? String(view.page + 1) : null,
  });
}

function readOrders(params: URLSearchParams): OrderListView {
  const status = params.get('estado');
  return {
    query: params.get('q') ?? '',
    status:
      status === UNCONFIRMED_ESTADO
        ? 'sin_confirmar'
        : (ORDER_STATUSES as readonly string[]).includes(status ?? '')
          ? (status as OrderStatus)
          : null,
    page: pageOf(params.get('pagina')),
  };
}
