import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  GC_TIME,
  SEARCH_DEBOUNCE_MS,
  STALE_TIMES,
  createPanelQueryClient,
  retryDelay,
  shouldRetry,
} from './cache';
import { ApiError } from './errors';
import { userInfoQuery, verifyQuery } from './queries/auth';
import { notificationsQuery } from './queries/notifications';
import { productQuery, productsCountQuery, productsListQuery } from './queries/products';
import { reportSummaryQuery } from './queries/reports';
import { checkoutQuery, storeQuery } from './queries/stores';
import { configQuery } from './queries/config';
import { setup } from './testing/fetch-spy';

const MINUTE = 60_000;

describe('cache policy (spec §7)', () => {
  const { client } = setup();

  it('caches the products list for 1 minute', () => {
    expect(productsListQuery(client).staleTime).toBe(MINUTE);
    expect(STALE_TIMES.productsList).toBe(MINUTE);
  });

  it('caches notifications, stores, user info and the products count for 5 minutes', () => {
    for (const options of [
      notificationsQuery(client),
      storeQuery(client),
      userInfoQuery(client),
      productsCountQuery(client),
    ]) {
      expect(options.staleTime).toBe(5 * MINUTE);
    }
  });

  it('asks again every minute for the notifications and the dashboard numbers', () => {
    expect(notificationsQuery(client).refetchInterval).toBe(MINUTE);
    expect(reportSummaryQuery(client, 'day').refetchInterval).toBe(MINUTE);
  });

  it('caches the checkout indefinitely, without refetch on window focus', () => {
    const options = checkoutQuery(client);
    expect(options.staleTime).toBe(Infinity);
    expect(options.refetchOnWindowFocus).toBe(false);
  });

  it('keeps the runtime config, never caches the session check', () => {
    expect(configQuery(client).staleTime).toBe(Infinity);
    expect(verifyQuery(client).staleTime).toBeUndefined();
    expect(verifyQuery(client).retry).toBe(false);
    expect(productQuery(client, 'p1').staleTime).toBe(MINUTE);
  });

  it('debounces the search by 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('createPanelQueryClient', () => {
  it('applies gcTime 5 min and the retry policy to every query', () => {
    const queries = createPanelQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * MINUTE);
    expect(GC_TIME).toBe(5 * MINUTE);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('merges extra options over the defaults', () => {
    const queryClient = createPanelQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(queryClient).toBeInstanceOf(QueryClient);
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      retry: false,
      gcTime: 5 * MINUTE,
    });
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retries network errors and 5xx 3 times', () => {
    const network = new TypeError('fetch failed');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, network))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(503, '', 'Auth is broken: Service Unavailable'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'Too many attempts', 'x'))).toBe(true);
  });

  it('does not retry answers a retry cannot change', () => {
    expect(shouldRetry(0, new ApiError(401, 'Not authenticated', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(200, '', 'Auth is broken: OK'))).toBe(false);
  });
});
