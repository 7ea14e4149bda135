// Every query key of the panel, in one place so that a query, its hook and the invalidations that
// touch it share one definition (and resource files can invalidate each other without import cycles).
import type { MetricPeriod, OrderListParams, ProductListParams } from '../types';

/** Keys of the auth service. */
export const authKeys = {
  all: ['auth'] as const,
  verify: () => [...authKeys.all, 'verify'] as const,
  userInfo: () => [...authKeys.all, 'user-info'] as const,
  /** The account a sign-in link signs into (kept in memory only, like the token it holds). */
  emailLinkAccount: (token: string) => [...authKeys.all, 'email-link-account', token] as const,
};

/** Keys of the runtime settings. */
export const configKeys = {
  all: ['config'] as const,
};

/** Keys of the store (served by the accounts service); the checkout lives under the store. */
export const storeKeys = {
  all: ['stores'] as const,
  detail: () => [...storeKeys.all, 'detail'] as const,
  checkout: () => [...storeKeys.all, 'checkout'] as const,
  /** 'Checkout' → 'Entrega' (issue 23). */
  delivery: () => [...storeKeys.checkout(), 'delivery'] as const,
  /** 'Checkout' → 'Cobro' (issue 23). */
  payments: () => [...storeKeys.checkout(), 'payments'] as const,
};

/** Keys of the products: lists by their parameters, details by id, and the count. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  count: () => [...productKeys.all, 'count'] as const,
};

/**
 * Keys of the store's categories: under 'products', so a product change (whose counts the list shows)
 * refreshes them too.
 */
export const categoryKeys = {
  all: [...productKeys.all, 'categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/** Keys of the store's discount codes ('Cupones'). */
export const couponKeys = {
  all: ['coupons'] as const,
  list: () => [...couponKeys.all, 'list'] as const,
};

/** Keys of the notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Keys of the dashboard's reports. */
export const reportKeys = {
  all: ['reports'] as const,
  summary: (period: MetricPeriod) => [...reportKeys.all, 'summary', period] as const,
};

/** Keys of the orders: lists by their parameters, details by number. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (number: number) => [...orderKeys.details(), number] as const,
};
