import { useState } from 'react';
import { Link } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';

/** Server texts the link sign-in screen tells apart (contract). */
export const LINK_SIGN_IN_SERVER_ERRORS = {
  invalidLink: 'Invalid sign-in link',
  /** The browser holds a session of another account (409): sign out first. */
  otherAccount: 'Signed in to another account',
} as const;

/** What the page knows of the link before its button is pressed. */
export const LINK_STATUSES = ['loading', 'ready', 'otherAccount', 'invalid'] as const;
/** One of {@link LINK_STATUSES}. */
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Props of {@link LinkSignInScreen}. */
export interface LinkSignInScreenProps {
  /** The page was opened with a token (the link of the mail); without one the screen says so. */
  hasToken: boolean;
  /**
   * The address the link signs into, masked by the server (`a•••@gmail.com`): shown before the button
   * ('Vas a ingresar como …'), so a link someone else sent cannot sign the user into a stranger's account
   * unnoticed.
   */
  account?: string;
  /**
   * What the host found out about the link before the button: `loading` (the button waits), `ready`,
   * `otherAccount` (this browser is signed in to another account: the link is refused until it signs
   * out) or `invalid` (expired or used). Default `ready`.
   */
  linkStatus?: LinkStatus;
  /**
   * Signs in with the link's token. Resolve on success (the host navigates). Reject with the server's
   * error text (`Error` message or string): 'Invalid sign-in link' says the link expired or was used,
   * 'Signed in to another account' asks to sign out first; anything else shows 'Ocurrió un error,
   * intenta de nuevo.'.
   */
  onSignIn: () => Promise<void>;
  /**
   * Signs the other account out (the `otherAccount` state's button). Resolve on success: the host looks
   * the link up again and passes the new status.
   */
  onSignOut?: () => Promise<void>;
  /** Where 'Volver a iniciar sesión' leads (the login page). Default `/login`. */
  loginHref?: string;
}

const reasonText = (reason: unknown): string =>
  typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : '';

/**
 * The page a sign-in link mail opens (`/login/enlace`). It shows the account the link signs into and
 * signs in only when the button is pressed: mail scanners open links (some run the page's scripts too)
 * and must not spend the single-use token. A browser signed in to another account is asked to sign out
 * first (login CSRF).
 */
export function LinkSignInScreen({
  hasToken,
  account,
  linkStatus = 'ready',
  onSignIn,
  onSignOut,
  loginHref = '/login',
}: LinkSignInScreenProps) {
  const [isPending, setPending] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal the sign-in itself met (the session changed in another tab), until the host looks again.
  const [refusedFor, setRefusedFor] = useState<LinkStatus | null>(null);

  const signIn = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onSignIn();
    } catch (reason) {
      const text = reasonText(reason);
      if (text === LINK_SIGN_IN_SERVER_ERRORS.otherAccount) setRefusedFor(linkStatus);
      else
        setProblem(
          text === LINK_SIGN_IN_SERVER_ERRORS.invalidLink
            ? es.linkSignIn.invalid
            : es.linkSignIn.unknown,
        );
    } finally {
      setPending(false);
    }
  };

  const signOut = async () => {
    if (!onSignOut) return;
    setSigningOut(true);
    setProblem(null);
    try {
      await onSignOut();
      setRefusedFor(null);
    } catch {
      setProblem(es.linkSignIn.unknown);
    } finally {
      setSigningOut(false);
    }
  };

  const status: LinkStatus = !hasToken
    ? 'invalid'
    : refusedFor === linkStatus
      ? 'otherAccount'
      : linkStatus;
  const alert = !hasToken
    ? es.linkSignIn.missing
    : status === 'invalid'
      ? es.linkSignIn.invalid
      : status === 'otherAccount'
        ? es.linkSignIn.otherAccount
        : problem;
  const isSpent = status === 'invalid' || problem === es.linkSignIn.invalid;
  return (
    <AuthCard>
      <h1 className={card.heading}>{es.linkSignIn.title}</h1>
      {!isSpent && status === 'loading' && <p className={card.lead}>{es.linkSignIn.checking}</p>}
      {!isSpent && status !== 'loading' && account && (
        <p className={card.lead}>
          <strong>{es.linkSignIn.account(account)}</strong>
        </p>
      )}
      {!isSpent && status !== 'otherAccount' && <p className={card.lead}>{es.linkSignIn.lead}</p>}
      {alert && (
        <p className={card.lead} role="alert">
          {alert}
        </p>
      )}
      {!isSpent && status === 'otherAccount' && onSignOut && (
        <Button fullWidth isPending={isSigningOut} onPress={() => void signOut()}>
          {isSigningOut ? es.linkSignIn.signingOut : es.linkSignIn.signOut}
        </Button>
      )}
      {!isSpent && status !== 'otherAccount' && (
        <Button
          fullWidth
          isPending={isPending}
          isDisabled={status === 'loading'}
          onPress={() => void signIn()}
        >
          {isPending ? es.linkSignIn.submitting : es.linkSignIn.submit}
        </Button>
      )}
      <p className={card.lead}>
        <Link className={card.link} href={loginHref}>
          {es.linkSignIn.back}
        </Link>
      </p>
    </AuthCard>
  );
}
