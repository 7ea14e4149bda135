import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, type PanelClient } from '../client';
import { SEARCH_DEBOUNCE_MS, STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { OrderDetails, OrderListParams, OrderPage, OrderStatus } from '../types';
import { notificationKeys, orderKeys } from './keys';
import { invalidateProducts } from './products';

/** The orders inbox's defaults: first page of 10, every status (not only 'sin confirmar'), newest first. */
export const DEFAULT_ORDER_LIST_PARAMS = {
  offset: 0,
  limit: 10,
} as const satisfies OrderListParams;

/** Fills the defaults and drops an empty search, so equal requests share one cache entry. */
export function normalizeOrderListParams(params: OrderListParams = {}): OrderListParams {
  const q = params.q?.trim();
  return {
    ...(params.status ? { status: params.status } : {}),
    ...(params.unconfirmed ? { unconfirmed: true } : {}),
    ...(q ? { q } : {}),
    offset: params.offset ?? DEFAULT_ORDER_LIST_PARAMS.offset,
    limit: params.limit ?? DEFAULT_ORDER_LIST_PARAMS.limit,
  };
}

/** GET /orders: one page, the total matching, and the count of new orders (30 s). */
export function ordersListQuery(client: PanelClient, params: OrderListParams = {}) {
  const query = normalizeOrderListParams(params);
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }): Promise<OrderPage> =>
      dataOf(await client.GET('/orders', { params: { query }, signal })),
    staleTime: STALE_TIMES.orders,
  });
}

/** GET /orders/{number}: lines, customer and status history (30 s). */
export function orderQuery(client: PanelClient, number: number) {
  return queryOptions({
    queryKey: orderKeys.detail(number),
    queryFn: async ({ signal }): Promise<OrderDetails> =>
      dataOf(await client.GET('/orders/{number}', { params: { path: { number } }, signal })),
    staleTime: STALE_TIMES.orders,
  });
}

/**
 * POST /orders/{number}/status; then the order's detail is the answer, the lists are refetched, and
 * the products (a cancel gives back stock) and the notifications are invalidated.
 */
export function changeOrderStatusMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...orderKeys.all, 'status'],
    mutationFn: async ({
      number,
      status,
    }: {
      number: number;
      status: OrderStatus;
    }): Promise<OrderDetails> =>
      dataOf(
        await client.POST('/orders/{number}/status', {
          params: { path: { number } },
          body: { status },
        }),
      ),
    onSuccess: async (order) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        invalidateProducts(queryClient),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
      queryClient.setQueryData(orderKeys.detail(order.number), order);
    },
  });
}

/**
 * A page of orders. The search text is debounced by 300 ms; the filter and paging apply at once, and
 * the previous page stays on screen while the next one loads.
 */
export function useOrders(params: OrderListParams = {}) {
  const client = usePanelClient();
  const q = useDebouncedValue(params.q ?? '', SEARCH_DEBOUNCE_MS);
  return useQuery({
    ...ordersListQuery(client, { ...params, q }),
    placeholderData: keepPreviousData,
  });
}

/** One order (`enabled: false` while no order is chosen). */
export function useOrder(number: number | null) {
  const client = usePanelClient();
  return useQuery({ ...orderQuery(client, number ?? 0), enabled: number !== null });
}

/** Move an order to another status. */
export function useChangeOrderStatus() {
  return useMutation(changeOrderStatusMutation(usePanelClient(), useQueryClient()));
}
