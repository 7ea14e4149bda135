import { useNavigate } from 'react-router-dom';
import { isApiError, useEmailLinkAccount, useLogout, useSubmitEmailLink } from '@panel/api';
import { LINK_SIGN_IN_SERVER_ERRORS, LinkSignInScreen, type LinkStatus } from '@panel/ui';
import { asServerError } from '../api';
import { useLogin } from '../login-context';

/** The token of `#token=…` (kept in the fragment so it never reaches a server log or a Referer). */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{22}$/.test(token) ? token : null;
}

/**
 * /login/enlace: the page of a sign-in link mail. It first shows which account the link signs into (asked
 * of the server without spending the token), and asks to sign out first when this browser is signed in to
 * another account (login CSRF). It signs in when the button is pressed — not on load: mail scanners open
 * links, some running their scripts, and must not spend the single-use token. Then on like /verify: a new
 * account to onboarding, an existing one home.
 */
export function Component() {
  const navigate = useNavigate();
  const login = useLogin();
  const submitLink = useSubmitEmailLink();
  const logout = useLogout();
  const token = tokenOf(window.location.hash);
  const account = useEmailLinkAccount(token);

  let linkStatus: LinkStatus = 'loading';
  if (account.data) linkStatus = account.data.signedInElsewhere ? 'otherAccount' : 'ready';
  else if (account.isError) {
    const invalid =
      isApiError(account.error) && account.error.error === LINK_SIGN_IN_SERVER_ERRORS.invalidLink;
    // Another failure leaves the button: the server checks the link again when it is pressed.
    linkStatus = invalid ? 'invalid' : 'ready';
  }

  return (
    <LinkSignInScreen
      hasToken={token !== null}
      account={account.data?.email}
      linkStatus={linkStatus}
      loginHref="/login"
      onSignOut={async () => {
        try {
          await logout.mutateAsync();
        } catch (err) {
          throw asServerError(err);
        }
        await account.refetch();
      }}
      onSignIn={async () => {
        if (!token) return;
        let isNewUser: boolean;
        try {
          ({ isNewUser } = await submitLink.mutateAsync(token));
        } catch (err) {
          // The session may have changed since the page looked: look again.
          void account.refetch();
          throw asServerError(err);
        }
        login.update({ isNewUser, delivery: 'code' });
        // The token is spent: off the address bar and the history entry.
        void navigate(isNewUser ? '/login/personal-info' : '/', { replace: true });
      }}
    />
  );
}
