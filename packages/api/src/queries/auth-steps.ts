// The sign-in steps after the first page (the code, the link, onboarding) and sign-out, apart from
// queries/auth.ts: the first load of /login carries only what the sign-in page and the guards use.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, type PanelClient } from '../client';
import { usePanelClient } from '../context';
import type { EmailLinkAccount, SignInResult } from '../types';
import { refreshSession } from './auth';
import { authKeys, configKeys } from './keys';

/** POST /auth/submit-email-link: signs in with the token of a sign-in link mail. */
export function submitEmailLinkMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'submit-email-link'],
    mutationFn: async (token: string): Promise<SignInResult> =>
      dataOf(await client.POST('/auth/submit-email-link', { body: { token } })),
    onSuccess: () => refreshSession(queryClient),
  });
}

/**
 * POST /auth/email-link-account: the masked address a sign-in link signs into, and whether this browser is
 * signed in to another account. Spends nothing; asked again after a sign-out (the key is under `auth`).
 */
export function emailLinkAccountQuery(client: PanelClient, token: string) {
  return queryOptions({
    queryKey: authKeys.emailLinkAccount(token),
    queryFn: async (): Promise<EmailLinkAccount> =>
      dataOf(await client.POST('/auth/email-link-account', { body: { token } })),
    retry: false,
    staleTime: 0,
  });
}

/** POST /auth/submit-email-code: signs in with the code; answers whether the account is new. */
export function submitEmailCodeMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'submit-email-code'],
    mutationFn: async (input: { email: string; otpCode: string }): Promise<SignInResult> =>
      dataOf(await client.POST('/auth/submit-email-code', { body: input })),
    onSuccess: () => refreshSession(queryClient),
  });
}

/** POST /auth/submit-personal-info (onboarding step 1); refreshes the user info. */
export function submitPersonalInfoMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'submit-personal-info'],
    mutationFn: async (name: string): Promise<void> =>
      expectOk(await client.POST('/auth/submit-personal-info', { body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.userInfo() }),
  });
}

/** POST /auth/submit-store-info (onboarding step 2); refreshes the user info and the store. */
export function submitStoreInfoMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'submit-store-info'],
    mutationFn: async (input: { storeName: string; storeLink: string }): Promise<void> =>
      expectOk(await client.POST('/auth/submit-store-info', { body: input })),
    onSuccess: () => refreshSession(queryClient),
  });
}

/**
 * POST /auth/logout (the GET is kept for same-origin navigations only). On success the session is known to be gone and every cached answer of the previous
 * user is dropped (spec §4: user, store and configuration are cleared); only the runtime config stays.
 */
export function logoutMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'logout'],
    mutationFn: async (): Promise<void> => expectOk(await client.POST('/auth/logout')),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configKeys.all[0] });
      queryClient.setQueryData(authKeys.verify(), false);
    },
  });
}

/** Sign in with the e-mailed code. */
export function useSubmitEmailCode() {
  return useMutation(submitEmailCodeMutation(usePanelClient(), useQueryClient()));
}

/** The account of a sign-in link's token (none asked without a token). */
export function useEmailLinkAccount(token: string | null) {
  return useQuery({
    ...emailLinkAccountQuery(usePanelClient(), token ?? ''),
    enabled: token !== null,
  });
}

/** Sign in with the token of an e-mailed sign-in link. */
export function useSubmitEmailLink() {
  return useMutation(submitEmailLinkMutation(usePanelClient(), useQueryClient()));
}

/** Onboarding step 1. */
export function useSubmitPersonalInfo() {
  return useMutation(submitPersonalInfoMutation(usePanelClient(), useQueryClient()));
}

/** Onboarding step 2. */
export function useSubmitStoreInfo() {
  return useMutation(submitStoreInfoMutation(usePanelClient(), useQueryClient()));
}

/** Sign out. */
export function useLogout() {
  return useMutation(logoutMutation(usePanelClient(), useQueryClient()));
}
