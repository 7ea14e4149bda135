import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { expectOk, type PanelClient } from '../client';
import { usePanelClient } from '../context';
import type { StorePersonalization } from '../types';
import { storeKeys } from './keys';

/**
 * POST /stores/personalization/update: the store's accent colour and description. Refreshes the store
 * (GET /stores answers both).
 */
export function updatePersonalizationMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeKeys.all, 'personalization', 'update'],
    mutationFn: async (input: StorePersonalization): Promise<void> =>
      expectOk(await client.POST('/stores/personalization/update', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.detail() }),
  });
}

/** Save the store's look on its storefront. */
export function useUpdatePersonalization() {
  return useMutation(updatePersonalizationMutation(usePanelClient(), useQueryClient()));
}
