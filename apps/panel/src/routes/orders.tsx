import { useCallback } from 'react';
import { useConfig, useOrders, useUserInfo } from '@panel/api';
import { OrdersScreen } from '@panel/ui';
import { useTakingOrders } from '../first-order';
import { useOrderListView } from '../order-list-url';
import { useStorefrontUrl } from '../storefront';

const ROWS_PER_PAGE = 10;

/**
 * /orders: the orders inbox with a status filter ('Sin confirmar' too, issue 23), search (debounced) and
 * pages (issue 13), kept in the address (issue 21).
 */
export function Component() {
  const userInfo = useUserInfo();
  const config = useConfig();
  const storefrontUrl = useStorefrontUrl();
  // In the address (issue 21): opening an order and coming back keeps the filter, search and page.
  const [{ query, status, page }, setView] = useOrderListView();
  const orders = useOrders({
    q: query,
    ...(status === 'sin_confirmar' ? { unconfirmed: true } : status ? { status } : {}),
    offset: page * ROWS_PER_PAGE,
    limit: ROWS_PER_PAGE,
  });
  const link = userInfo.data?.store?.link;
  const host = config.data?.storeHost;
  const orderHref = useCallback((number: number) => `/orders/${number}`, []);
  // Unknown while the checkout loads: no notice until it is known (issue 21).
  const takingOrders = useTakingOrders() ?? true;
  return (
    <OrdersScreen
      country={userInfo.data?.store?.country}
      orders={orders.data?.orders ?? []}
      total={orders.data?.totalOrders ?? 0}
      page={page}
      rowsPerPage={ROWS_PER_PAGE}
      query={query}
      status={status}
      storeUrl={link && host ? storefrontUrl(link, host) : ''}
      orderHref={orderHref}
      isLoading={orders.isPending}
      isError={orders.isError && !orders.data}
      onRetry={() => void orders.refetch()}
      onQueryChange={(value) => setView({ query: value, page: 0 })}
      onStatusChange={(value) => setView({ status: value, page: 0 })}
      onPageChange={(value) => setView({ page: value })}
      takingOrders={takingOrders}
    />
  );
}
