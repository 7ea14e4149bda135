import { useCallback, useState } from 'react';
import { useConfig, useOrders, useUserInfo, type OrderStatus } from '@panel/api';
import { OrdersScreen } from '@panel/ui';
import { useStorefrontUrl } from '../storefront';

const ROWS_PER_PAGE = 10;

/** /orders: the orders inbox with a status filter, search (debounced) and pages (issue 13). */
export function Component() {
  const userInfo = useUserInfo();
  const config = useConfig();
  const storefrontUrl = useStorefrontUrl();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [page, setPage] = useState(0);
  const orders = useOrders({
    q: query,
    ...(status ? { status } : {}),
    offset: page * ROWS_PER_PAGE,
    limit: ROWS_PER_PAGE,
  });
  const link = userInfo.data?.store?.link;
  const host = config.data?.storeHost;
  const orderHref = useCallback((number: number) => `/orders/${number}`, []);
  return (
    <OrdersScreen
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
      onQueryChange={(value) => {
        setQuery(value);
        setPage(0);
      }}
      onStatusChange={(value) => {
        setStatus(value);
        setPage(0);
      }}
      onPageChange={setPage}
    />
  );
}
