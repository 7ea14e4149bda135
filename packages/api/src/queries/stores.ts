import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, formDataBody, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { Checkout, StoreDetails, StoreUpdateInput } from '../types';
import { authKeys, storeKeys } from './keys';

/** GET /stores: the signed-in user's store (5 min). */
export function storeQuery(client: PanelClient) {
  return queryOptions({
    queryKey: storeKeys.detail(),
    queryFn: async ({ signal }): Promise<StoreDetails> =>
      dataOf(await client.GET('/stores', { signal })),
    staleTime: STALE_TIMES.stores,
  });
}

/** GET /stores/checkout: cached until saved; no refetch on window focus. */
export function checkoutQuery(client: PanelClient) {
  return queryOptions({
    queryKey: storeKeys.checkout(),
    queryFn: async ({ signal }): Promise<Checkout> =>
      dataOf(await client.GET('/stores/checkout', { signal })),
    staleTime: STALE_TIMES.checkout,
    refetchOnWindowFocus: false,
  });
}

/**
 * PUT /accounts/store/update (multipart). Invalidates the 'stores' queries and the user info, which
 * carries the store too.
 */
export function updateStoreMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeKeys.all, 'update'],
    mutationFn: async (input: StoreUpdateInput): Promise<void> =>
      expectOk(
        await client.PUT('/accounts/store/update', { body: input, bodySerializer: formDataBody }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }),
      ]),
  });
}

/** POST /stores/checkout/update; refreshes the checkout. */
export function updateCheckoutMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeKeys.checkout(), 'update'],
    mutationFn: async (input: Checkout): Promise<void> =>
      expectOk(await client.POST('/stores/checkout/update', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.checkout() }),
  });
}

/** The signed-in user's store. */
export function useStore() {
  return useQuery(storeQuery(usePanelClient()));
}

/** The store's checkout settings. */
export function useCheckout() {
  return useQuery(checkoutQuery(usePanelClient()));
}

/** Save the store profile. */
export function useUpdateStore() {
  return useMutation(updateStoreMutation(usePanelClient(), useQueryClient()));
}

/** Save the checkout settings. */
export function useUpdateCheckout() {
  return useMutation(updateCheckoutMutation(usePanelClient(), useQueryClient()));
}
