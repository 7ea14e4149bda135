import { useState } from 'react';
import { Link } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';

/** Server texts the link sign-in screen tells apart (contract). */
export const LINK_SIGN_IN_SERVER_ERRORS = {
  invalidLink: 'Invalid sign-in link',
} as const;

/** Props of {@link LinkSignInScreen}. */
export interface LinkSignInScreenProps {
  /** The page was opened with a token (the link of the mail); without one the screen says so. */
  hasToken: boolean;
  /**
   * Signs in with the link's token. Resolve on success (the host navigates). Reject with the server's
   * error text (`Error` message or string): 'Invalid sign-in link' says the link expired or was used;
   * anything else shows 'Ocurrió un error, intenta de nuevo.'.
   */
  onSignIn: () => Promise<void>;
  /** Where 'Volver a iniciar sesión' leads (the login page). Default `/login`. */
  loginHref?: string;
}

const reasonText = (reason: unknown): string =>
  typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : '';

/**
 * The page a sign-in link mail opens (`/login/enlace`). It signs in only when the button is pressed:
 * mail scanners open links (some run the page's scripts too) and must not spend the single-use token.
 */
export function LinkSignInScreen({
  hasToken,
  onSignIn,
  loginHref = '/login',
}: LinkSignInScreenProps) {
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(hasToken ? null : es.linkSignIn.missing);

  const signIn = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onSignIn();
    } catch (reason) {
      setProblem(
        reasonText(reason) === LINK_SIGN_IN_SERVER_ERRORS.invalidLink
          ? es.linkSignIn.invalid
          : es.linkSignIn.unknown,
      );
    } finally {
      setPending(false);
    }
  };

  const isSpent = problem === es.linkSignIn.invalid || !hasToken;
  return (
    <AuthCard>
      <h1 className={card.heading}>{es.linkSignIn.title}</h1>
      {!isSpent && <p className={card.lead}>{es.linkSignIn.lead}</p>}
      {problem && (
        <p className={card.lead} role="alert">
          {problem}
        </p>
      )}
      {!isSpent && (
        <Button fullWidth isPending={isPending} onPress={() => void signIn()}>
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
