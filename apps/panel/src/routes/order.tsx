import { useParams } from 'react-router-dom';
import { isApiError, useChangeOrderStatus, useOrder, useUserInfo } from '@panel/api';
import { OrderDetailScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useOrdersBackHref } from '../order-list-url';

/** /orders/:number: one order, its status actions and the message to the customer (issue 13). */
export function Component() {
  const { number: param } = useParams();
  const number = /^\d{1,10}$/.test(param ?? '') ? Number(param) : null;
  const userInfo = useUserInfo();
  const order = useOrder(number);
  const change = useChangeOrderStatus();
  const backHref = useOrdersBackHref();
  const notFound =
    number === null || (order.isError && isApiError(order.error) && order.error.status === 404);
  return (
    <OrderDetailScreen
      country={userInfo.data?.store?.country}
      order={order.data ?? null}
      storeName={userInfo.data?.store?.name ?? ''}
      backHref={backHref}
      isLoading={number !== null && order.isPending}
      error={notFound ? 'notFound' : order.isError && !order.data ? 'failed' : null}
      onRetry={() => void order.refetch()}
      onStatusChange={async (status) => {
        if (number === null) return;
        try {
          await change.mutateAsync({ number, status });
        } catch (err) {
          // The order moved meanwhile (another tab or device): show it as it is now.
          if (isApiError(err) && err.status === 409) void order.refetch();
          throw asServerError(err);
        }
      }}
    />
  );
}
