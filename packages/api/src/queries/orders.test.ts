import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, setup, BASE_URL } from '../testing/fetch-spy';
import { notificationKeys, orderKeys, productKeys, storeKeys } from './keys';
import {
  changeOrderStatusMutation,
  normalizeOrderListParams,
  orderQuery,
  ordersListQuery,
} from './orders';
import { normalizeProductListParams } from './products';

const order = { number: 1001, status: 'confirmado', lines: [], history: [] };

function seeded(keys: QueryKey[]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

describe('order queries', () => {
  it('keys the list by its normalized parameters, under orders/list', () => {
    expect(normalizeOrderListParams({ q: '  ', status: 'nuevo' })).toEqual({
      status: 'nuevo',
      offset: 0,
      limit: 10,
    });
    const { client } = setup();
    expect(ordersListQuery(client, { q: 'ana' }).queryKey).toEqual([
      'orders',
      'list',
      { q: 'ana', offset: 0, limit: 10 },
    ]);
    expect(orderQuery(client, 1001).queryKey).toEqual(['orders', 'detail', 1001]);
  });

  it("keeps the 'Pedidos sin confirmar' filter (issue 23), and drops it when off", () => {
    expect(normalizeOrderListParams({ unconfirmed: true })).toEqual({
      unconfirmed: true,
      offset: 0,
      limit: 10,
    });
    expect(normalizeOrderListParams({ unconfirmed: false })).toEqual({ offset: 0, limit: 10 });
  });

  it('asks GET /orders with the filter and search', async () => {
    const { client, request } = setup(() =>
      json({ ok: true, data: { orders: [], totalOrders: 0, newOrders: 0 } }),
    );
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(ordersListQuery(client, { status: 'nuevo', q: '#1001' }));
    expect(request().url).toBe(`${BASE_URL}/orders?status=nuevo&q=%231001&offset=0&limit=10`);
  });

  it('a status change caches the order and invalidates the lists, products and notifications', async () => {
    const { client, request } = setup(() => json({ ok: true, data: order }));
    const lists = orderKeys.list(normalizeOrderListParams());
    const products = productKeys.list(normalizeProductListParams());
    const queryClient = seeded([
      lists,
      orderKeys.detail(1001),
      orderKeys.detail(1002),
      products,
      notificationKeys.list(),
      storeKeys.detail(),
    ]);
    await new MutationObserver(queryClient, changeOrderStatusMutation(client, queryClient)).mutate({
      number: 1001,
      status: 'confirmado',
    });
    expect(request().method).toBe('POST');
    expect(request().url).toBe(`${BASE_URL}/orders/1001/status`);
    const state = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(lists)).toBe(true);
    expect(state(products)).toBe(true);
    expect(state(notificationKeys.list())).toBe(true);
    expect(state(orderKeys.detail(1002))).toBe(false);
    expect(state(storeKeys.detail())).toBe(false);
    expect(queryClient.getQueryData(orderKeys.detail(1001))).toEqual(order);
  });
});
