import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { expectOk, formDataBody, type PanelClient } from '../client';
import { usePanelClient } from '../context';
import type { AccountUpdateInput } from '../types';
import { authKeys } from './keys';

/** PUT /accounts/update (multipart); refreshes the user info. */
export function updateAccountMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['accounts', 'update'],
    mutationFn: async (input: AccountUpdateInput): Promise<void> =>
      expectOk(await client.PUT('/accounts/update', { body: input, bodySerializer: formDataBody })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }),
  });
}

/** Save the account profile. */
export function useUpdateAccount() {
  return useMutation(updateAccountMutation(usePanelClient(), useQueryClient()));
}
