import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type {
  DeliverySettings,
  DeliverySettingsInput,
  PaymentSettings,
  PaymentSettingsInput,
} from '../types';
import { storeKeys } from './keys';

/** GET /stores/checkout/delivery: 'Checkout' → 'Entrega'; cached until saved, like the checkout. */
export function deliverySettingsQuery(client: PanelClient) {
  return queryOptions({
    queryKey: storeKeys.delivery(),
    queryFn: async ({ signal }): Promise<DeliverySettings> =>
      dataOf(await client.GET('/stores/checkout/delivery', { signal })),
    staleTime: STALE_TIMES.checkout,
  });
}

/** GET /stores/checkout/payments: 'Checkout' → 'Cobro'. */
export function paymentSettingsQuery(client: PanelClient) {
  return queryOptions({
    queryKey: storeKeys.payments(),
    queryFn: async ({ signal }): Promise<PaymentSettings> =>
      dataOf(await client.GET('/stores/checkout/payments', { signal })),
    staleTime: STALE_TIMES.checkout,
  });
}

/** POST /stores/checkout/delivery/update; the answer (with the options' ids) replaces the cache. */
export function updateDeliverySettingsMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeKeys.delivery(), 'update'],
    mutationFn: async (body: DeliverySettingsInput): Promise<DeliverySettings> =>
      dataOf(await client.POST('/stores/checkout/delivery/update', { body })),
    onSuccess: (data) => queryClient.setQueryData(storeKeys.delivery(), data),
  });
}

/** POST /stores/checkout/payments/update; the normalised answer replaces the cache. */
export function updatePaymentSettingsMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeKeys.payments(), 'update'],
    mutationFn: async (body: PaymentSettingsInput): Promise<PaymentSettings> =>
      dataOf(await client.POST('/stores/checkout/payments/update', { body })),
    onSuccess: (data) => queryClient.setQueryData(storeKeys.payments(), data),
  });
}

/** The store's delivery options. */
export function useDeliverySettings() {
  return useQuery(deliverySettingsQuery(usePanelClient()));
}

/** The store's payment methods. */
export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery(usePanelClient()));
}

/** Save the delivery options. */
export function useUpdateDeliverySettings() {
  return useMutation(updateDeliverySettingsMutation(usePanelClient(), useQueryClient()));
}

/** Save the payment methods. */
export function useUpdatePaymentSettings() {
  return useMutation(updatePaymentSettingsMutation(usePanelClient(), useQueryClient()));
}
