// Google sign-in in the browser (spec §2.3, §4), loaded as its own chunk by the login page only when the
// server's /config names a Google client id, so neither this code nor Google's script weighs on the
// login page's first load. Two flows: One Tap gives an ID token (`credential`), the 'Ingresar con Google'
// button opens Google's popup and gives an authorization `code`; the server checks both.
import { useEffect, useRef } from 'react';
import {
  GoogleOAuthProvider,
  useGoogleLogin,
  useGoogleOAuth,
  useGoogleOneTapLogin,
} from '@react-oauth/google';

/** Opens Google's popup; resolves with the authorization code, rejects when the user or Google gives up. */
export type StartGoogleCodeFlow = () => Promise<string>;

/** Props of {@link GoogleSignIn}. */
export interface GoogleSignInProps {
  /** The OAuth client id from GET /config. */
  clientId: string;
  /**
   * Receives the popup flow's starter once Google's script has loaded, and null when it could not load
   * (blocked or offline): the button then fails with the spec's Google error.
   */
  onReady: (start: StartGoogleCodeFlow | null) => void;
  /** A One Tap ID token, to send as `{ type: 'credential' }`. */
  onCredential: (credential: string) => void;
}

/** Loads Google's script and runs One Tap and the popup code flow; renders nothing itself. */
export default function GoogleSignIn({ clientId, onReady, onCredential }: GoogleSignInProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale="es" onScriptLoadError={() => onReady(null)}>
      <GoogleFlows onReady={onReady} onCredential={onCredential} />
    </GoogleOAuthProvider>
  );
}

interface Pending {
  resolve: (code: string) => void;
  reject: (error: Error) => void;
}

function GoogleFlows({ onReady, onCredential }: Omit<GoogleSignInProps, 'clientId'>) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const pending = useRef<Pending | null>(null);
  const settle = (outcome: { code: string } | { error: string }) => {
    const current = pending.current;
    pending.current = null;
    if (!current) return;
    if ('code' in outcome) current.resolve(outcome.code);
    else current.reject(new Error(outcome.error));
  };

  const requestCode = useGoogleLogin({
    flow: 'auth-code',
    onSuccess: ({ code }) => settle({ code }),
    onError: ({ error }) => settle({ error: error ?? 'google_error' }),
    // The popup was closed or could not open.
    onNonOAuthError: ({ type }) => settle({ error: type }),
  });

  useGoogleOneTapLogin({
    onSuccess: ({ credential }) => {
      if (credential) onCredential(credential);
    },
    use_fedcm_for_prompt: true,
    disabled: !scriptLoadedSuccessfully,
  });

  useEffect(() => {
    if (!scriptLoadedSuccessfully) return;
    onReady(
      () =>
        new Promise<string>((resolve, reject) => {
          // A second click while a popup is open replaces the first attempt.
          pending.current?.reject(new Error('superseded'));
          pending.current = { resolve, reject };
          requestCode();
        }),
    );
  }, [scriptLoadedSuccessfully, requestCode, onReady]);

  // Leaving the page abandons an open attempt.
  useEffect(() => {
    const attempt = pending;
    return () => {
      attempt.current?.reject(new Error('unmounted'));
      attempt.current = null;
    };
  }, []);
  return null;
}
