import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { codeSecondsLeft } from '@panel/domain';
import { isApiError, useConfig, useGoogleSignIn, useRequestCode } from '@panel/api';
import type { GoogleSignInInput } from '@panel/api';
import { es, LoginScreen, toast } from '@panel/ui';
import { asServerError } from '../api';
import { safeRedirect } from '../guards';
import { useHeldSubmit, useHydrated } from '../hydration';
import { useLogin } from '../login-context';
import type { StartGoogleCodeFlow } from '../google-sign-in';

// Google's code and script load only when the server names a client id (see google-sign-in.tsx).
const GoogleSignIn = lazy(() => import('../google-sign-in'));

/** `/verify`, carrying the `redirectTo` value on. */
function verifyPath(redirectTo: string | null): string {
  return redirectTo
    ? `/verify?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}`
    : '/verify';
}

/** /login: Google, or a code by e-mail and then /verify (spec §2.3, §4). */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const login = useLogin();
  const config = useConfig();
  const requestCode = useRequestCode();
  const { mutateAsync: signInGoogle } = useGoogleSignIn();
  // What the prerendered HTML cannot know waits for hydration to end: /config's answer, which may
  // arrive before this page hydrates (React hydrates it after the layout around it), and the e-mail kept
  // from a previous attempt in localStorage (the screen fills the field then, unless something was typed).
  const hydrated = useHydrated();
  useHeldSubmit();
  const googleClientId = (hydrated && config.data?.googleClientId) || null;
  // Until /config answers the button is offered; it is disabled and explained once the answer names no
  // client id (or /config fails).
  const isGoogleAvailable = !hydrated || config.isPending || Boolean(googleClientId);
  const [startGoogle, setStartGoogle] = useState<StartGoogleCodeFlow | null>(null);
  const { update } = login;

  const signInWithGoogle = useCallback(
    async (input: GoogleSignInInput) => {
      update({ from: 'google' });
      const { isNewUser } = await signInGoogle(input);
      update({ isNewUser });
      // Spec §4: a new account goes to the store step (the guard steers a nameless one to step 1).
      void navigate(isNewUser ? '/store-info' : safeRedirect(redirectTo), { replace: true });
    },
    [update, signInGoogle, navigate, redirectTo],
  );

  const onGoogleReady = useCallback((start: StartGoogleCodeFlow | null) => {
    setStartGoogle(() => start);
  }, []);

  // One Tap arrives without a click on the screen's button, so its toasts are shown here.
  const onCredential = useCallback(
    (credential: string) => {
      toast
        .promise(signInWithGoogle({ type: 'credential', value: credential }), {
          loading: es.login.toasts.googlePending,
          success: es.login.toasts.googleSuccess,
          error: es.login.toasts.googleFailure,
        })
        .catch(() => undefined);
    },
    [signInWithGoogle],
  );

  return (
    <>
      {googleClientId && (
        <Suspense fallback={null}>
          <GoogleSignIn
            clientId={googleClientId}
            onReady={onGoogleReady}
            onCredential={onCredential}
          />
        </Suspense>
      )}
      <LoginScreen
        defaultEmail={(hydrated && login.email) || undefined}
        isGoogleAvailable={isGoogleAvailable}
        onGoogle={async () => {
          if (!startGoogle) throw new Error('Google sign-in is not ready');
          const code = await startGoogle();
          await signInWithGoogle({ type: 'code', value: code });
        }}
        termsHref="/terminos.html"
        privacyHref="/privacidad.html"
        onSubmitEmail={async (email) => {
          try {
            const delivery = await requestCode.mutateAsync(email);
            update({ from: 'code', email, previousRequestCode: Date.now(), delivery });
          } catch (err) {
            // The same address asked again within the 120 s cooldown: its code is still on its way or in
            // the inbox, so go on to enter it rather than fail (the countdown keeps its start).
            const waiting =
              isApiError(err, 'Too many code requests') &&
              email === login.email &&
              codeSecondsLeft(login.previousRequestCode, Date.now()) > 0;
            if (!waiting) throw asServerError(err);
            update({ from: 'code' });
          }
          void navigate(verifyPath(redirectTo));
        }}
      />
    </>
  );
}
