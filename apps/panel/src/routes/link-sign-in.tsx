import { useNavigate } from 'react-router-dom';
import { useSubmitEmailLink } from '@panel/api';
import { LinkSignInScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useLogin } from '../login-context';

/** The token of `#token=…` (kept in the fragment so it never reaches a server log or a Referer). */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{22}$/.test(token) ? token : null;
}

/**
 * /login/enlace: the page of a sign-in link mail. It signs in when the button is pressed — not on load:
 * mail scanners open links, some running their scripts, and must not spend the single-use token. Then
 * on like /verify: a new account to onboarding, an existing one home.
 */
export function Component() {
  const navigate = useNavigate();
  const login = useLogin();
  const submitLink = useSubmitEmailLink();
  const token = tokenOf(window.location.hash);
  return (
    <LinkSignInScreen
      hasToken={token !== null}
      loginHref="/login"
      onSignIn={async () => {
        if (!token) return;
        let isNewUser: boolean;
        try {
          ({ isNewUser } = await submitLink.mutateAsync(token));
        } catch (err) {
          throw asServerError(err);
        }
        login.update({ isNewUser, delivery: 'code' });
        // The token is spent: off the address bar and the history entry.
        void navigate(isNewUser ? '/login/personal-info' : '/', { replace: true });
      }}
    />
  );
}
