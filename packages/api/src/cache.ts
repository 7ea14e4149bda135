import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './errors';

const MINUTE = 60_000;

/** How long each query's data stays fresh (spec §7, "Caching and refresh"). */
export const STALE_TIMES = {
  /** Product list pages: 1 minute. */
  productsList: MINUTE,
  /** Products count, notifications, store, user info: 5 minutes. */
  productsCount: 5 * MINUTE,
  notifications: 5 * MINUTE,
  stores: 5 * MINUTE,
  userInfo: 5 * MINUTE,
  /** The dashboard's numbers: today's roll-up is at most 30 s old on the server. */
  reports: 30_000,
  /** Order pages and one order: 30 s, new orders arrive while the merchant looks. */
  orders: 30 * 1000,
  /** The store's categories: 5 minutes (they change only through this panel's own calls). */
  categories: 5 * MINUTE,
  /** The store's coupons: 30 s, their uses grow as customers order. */
  coupons: 30 * 1000,
  /** One product being edited: same as the list it comes from. */
  product: MINUTE,
  /** Checkout settings: fresh until saved (and never refetched on window focus). */
  checkout: Infinity,
  /** Runtime settings do not change while the server runs. */
  config: Infinity,
} as const;

/**
 * How often a shown query asks again by itself: the notifications (a new order's 'Pedidos' badge) and
 * the dashboard's numbers, which change without the merchant doing anything. Each call is cheap.
 */
export const REFETCH_INTERVALS = {
  notifications: MINUTE,
  reports: MINUTE,
} as const;

/** Default time an unused query stays in the cache: 5 minutes. */
export const GC_TIME = 5 * MINUTE;

/** Delay between product-search keystrokes and the list call. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How many times a failed query is retried. */
export const MAX_RETRIES = 3;

/** Retry back-off: 1 s, 2 s, 4 s… capped at 30 s (`attempt` counts from 0). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Retry a failed query up to 3 times, except for answers a retry cannot change: a 4xx other than 429,
 * or an `ok: false` answer with a 2xx status. Network errors and 5xx are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return true;
}

/** The query client defaults of the panel: gcTime 5 min, retry 3 with exponential back-off. */
export const panelQueryDefaults = {
  queries: { gcTime: GC_TIME, retry: shouldRetry, retryDelay },
} satisfies QueryClientConfig['defaultOptions'];

/** Creates the app's QueryClient with {@link panelQueryDefaults} (extra config is merged over it). */
export function createPanelQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { ...panelQueryDefaults.queries, ...config.defaultOptions?.queries },
    },
  });
}
