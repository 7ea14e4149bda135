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
import type { CodeDelivery, GoogleSignInInput, SignInResult, UserInfo } from '../types';
import { authKeys, storeKeys } from './keys';

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
export async function refreshSession(queryClient: QueryClient): Promise<void> {
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
