import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { CodeDelivery, GoogleSignInInput, SignInResult, UserInfo } from '../types';
import { authKeys, configKeys, storeKeys } from './keys';

/** GET /auth/verify as a boolean: `false` when signed out and when the call fails (spec §8). */
export async function fetchVerify(client: PanelClient, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await client.GET('/auth/verify', { signal });
    return data?.ok === true;
  } catch {
    return false;
  }
}

/** The session check used by the guards; not cached, so each location change asks again. */
export function verifyQuery(client: PanelClient) {
  return queryOptions({
    queryKey: authKeys.verify(),
    queryFn: ({ signal }) => fetchVerify(client, signal),
    retry: false,
  });
}

/** GET /auth/user-info: user, store, store configuration and onboarding level (5 min). */
export function userInfoQuery(client: PanelClient) {
  return queryOptions({
    queryKey: authKeys.userInfo(),
    queryFn: async ({ signal }): Promise<UserInfo> =>
      dataOf(await client.GET('/auth/user-info', { signal })),
    staleTime: STALE_TIMES.userInfo,
  });
}

// A sign-in or onboarding step changes the session, the user and possibly the store.
async function refreshSession(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authKeys.all }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  ]);
}

/** POST /auth/google; answers whether the account is new. */
export function googleSignInMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'google'],
    mutationFn: async (input: GoogleSignInInput): Promise<SignInResult> =>
      dataOf(await client.POST('/auth/google', { body: input })),
    onSuccess: () => refreshSession(queryClient),
  });
}

/**
 * POST /auth/login: e-mails a code — or a sign-in link, once too many wrong codes were tried for the
 * address. Answers which (whether the account exists is not told).
 */
export function requestCodeMutation(client: PanelClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'login'],
    mutationFn: async (email: string): Promise<CodeDelivery> =>
      dataOf(await client.POST('/auth/login', { body: { email } })).delivery,
  });
}

/** POST /auth/submit-email-link: signs in with the token of a sign-in link mail. */
export function submitEmailLinkMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'submit-email-link'],
    mutationFn: async (token: string): Promise<SignInResult> =>
      dataOf(await client.POST('/auth/submit-email-link', { body: { token } })),
    onSuccess: () => refreshSession(queryClient),
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

/** Whether the session is valid (see {@link verifyQuery}). */
export function useVerify() {
  return useQuery(verifyQuery(usePanelClient()));
}

/** The signed-in user, store and onboarding level. */
export function useUserInfo() {
  return useQuery(userInfoQuery(usePanelClient()));
}

/** Sign in with Google. */
export function useGoogleSignIn() {
  return useMutation(googleSignInMutation(usePanelClient(), useQueryClient()));
}

/** Ask for an e-mailed code. */
export function useRequestCode() {
  return useMutation(requestCodeMutation(usePanelClient()));
}

/** Sign in with the e-mailed code. */
export function useSubmitEmailCode() {
  return useMutation(submitEmailCodeMutation(usePanelClient(), useQueryClient()));
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
