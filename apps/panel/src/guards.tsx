// Route guards of spec §2.2: the protected area checks the session on every location change and steers
// unfinished onboarding; the login area does the mirror check. Nothing protected renders before the
// check has answered (an empty placeholder instead), so there is no flash of protected content — but
// on a page the server rendered for the session, which it has just checked (ServerSessionProvider).
import { createContext, useContext, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys, fetchVerify, storeKeys, usePanelClient, userInfoQuery } from '@panel/api';
import { safeRedirect } from '@panel/domain';
import { client as browserClient } from './api';
import { RouteError } from './route-error';

type SessionState = 'checking' | 'in' | 'out';

let firstCheck: Promise<boolean> | undefined;

/**
 * Starts the first page's session check before React renders (router.tsx `preload`), beside the
 * download of the page's modules; the first guard to mount uses its answer.
 */
export function startSessionCheck(): void {
  firstCheck = fetchVerify(browserClient);
}

const ServerSession = createContext(false);

/**
 * Whether the server rendered this page for a valid session (it checked it a moment ago): the first
 * location starts signed in, so the guards render the page as the server did (hydration) instead of the
 * placeholder. The browser's own check still runs and signs out if the session has ended since.
 */
export const ServerSessionProvider = ServerSession.Provider;

/** Asks the server whether the session is valid, again at every location change. */
function useSessionCheck(): SessionState {
  const location = useLocation();
  const queryClient = useQueryClient();
  const client = usePanelClient();
  const serverSession = useContext(ServerSession);
  const [state, setState] = useState<{ key: string; value: SessionState }>({
    key: serverSession ? location.key : '',
    value: serverSession ? 'in' : 'checking',
  });
  useEffect(() => {
    const controller = new AbortController();
    const started = firstCheck;
    firstCheck = undefined;
    void (started ?? fetchVerify(client, controller.signal)).then((ok) => {
      if (controller.signal.aborted) return;
      // Spec §4: a failed verification clears the user, the store and its configuration.
      if (!ok) {
        queryClient.removeQueries({ queryKey: authKeys.userInfo() });
        queryClient.removeQueries({ queryKey: storeKeys.all });
      }
      setState({ key: location.key, value: ok ? 'in' : 'out' });
    });
    return () => controller.abort();
  }, [location.key, queryClient, client]);
  // A new location is 'checking' until its own answer arrives.
  return state.key === location.key ? state.value : state.value === 'in' ? 'in' : 'checking';
}

/** The empty placeholder shown while a check runs. */
function Pending() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}

const PERSONAL_INFO = ['/login/personal-info', '/personal-info'];
const STORE_INFO = ['/login/store-info', '/store-info'];

/** Protected routes: signed-in users only, steered to the onboarding step they have left. */
export function RequireAuth() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const client = usePanelClient();
  const session = useSessionCheck();
  // Asked beside the session check rather than after it: one round trip less before a protected page
  // renders. Signed out, it fails quietly (a prefetch keeps its error) and is not used.
  useEffect(() => {
    void queryClient.prefetchQuery(userInfoQuery(client));
  }, [queryClient, client]);
  const userInfo = useQuery({ ...userInfoQuery(client), enabled: session === 'in' });
  if (session === 'checking') return <Pending />;
  if (session === 'out') {
    const here = `${location.pathname}${location.search}`;
    const to = here === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(here)}`;
    return <Navigate to={to} replace />;
  }
  // The session is valid but the merchant's data did not come (the server or the network failed after
  // its retries): the error page with 'Intentar de nuevo', never the sign-in form to a signed-in merchant.
  if (!userInfo.data) {
    return userInfo.isError ? <RouteError error={userInfo.error} standalone /> : <Pending />;
  }
  const level = userInfo.data.userOnboarding.level;
  if (level === '1' && !PERSONAL_INFO.includes(location.pathname)) {
    return <Navigate to="/login/personal-info" replace />;
  }
  if (level === '2' && !STORE_INFO.includes(location.pathname)) {
    return <Navigate to="/login/store-info" replace />;
  }
  return <Outlet />;
}

export { safeRedirect };

/** The page of a sign-in link mail (routes/link-sign-in.tsx). */
const LINK_SIGN_IN_PATH = '/login/enlace';

/**
 * The login area: a signed-in user is sent on (onboarding step, `redirectTo` or home), except from a
 * sign-in link's page.
 */
export function LoginArea() {
  const session = useSessionCheck();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // A sign-in link's page stays for a signed-in visitor: it names the link's account, and asks to sign
  // out first when the session is another account's (issue 19, login CSRF).
  const stays = pathname === LINK_SIGN_IN_PATH;
  const userInfo = useQuery({
    ...userInfoQuery(usePanelClient()),
    enabled: session === 'in' && !stays,
  });
  // The sign-in pages are not protected: they show while the check runs (the first paint does not wait
  // for a round trip), and a signed-in visitor is sent on as soon as it answers.
  if (stays || session !== 'in' || !userInfo.data) return <Outlet />;
  const level = userInfo.data.userOnboarding.level;
  if (level === '1') return <Navigate to="/login/personal-info" replace />;
  if (level === '2') return <Navigate to="/login/store-info" replace />;
  return <Navigate to={safeRedirect(params.get('redirectTo'))} replace />;
}
