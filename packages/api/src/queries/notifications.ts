import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, type PanelClient } from '../client';
import { REFETCH_INTERVALS, STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { Notification } from '../types';
import { notificationKeys } from './keys';

/**
 * GET /notifications: unsorted and unfiltered (the ordering rule lives in @panel/domain) (5 min), asked
 * again every minute while shown, so a new order's badge does not wait for the cache to expire.
 */
export function notificationsQuery(client: PanelClient) {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ signal }): Promise<Notification[]> =>
      dataOf(await client.GET('/notifications', { signal })),
    staleTime: STALE_TIMES.notifications,
    refetchInterval: REFETCH_INTERVALS.notifications,
  });
}

/** POST /notifications/read; refreshes the notifications. */
export function markNotificationsReadMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...notificationKeys.all, 'read'],
    mutationFn: async (ids: string[]): Promise<void> =>
      expectOk(await client.POST('/notifications/read', { body: { ids } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The merchant's notifications. */
export function useNotifications() {
  return useQuery(notificationsQuery(usePanelClient()));
}

/** Mark notifications as read. */
export function useMarkNotificationsRead() {
  return useMutation(markNotificationsReadMutation(usePanelClient(), useQueryClient()));
}
