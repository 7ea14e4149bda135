import { normalizeEmail, validateEmail } from '@panel/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { longWaitText } from '../code-wait';
import * as styles from './login-screen.css';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /**
   * Requests a sign-in code for a valid e-mail (trimmed and lower-cased). The screen shows 'Enviando código...', then
   * the success or 'Intenta de nuevo.' toast; reject to signal a failure (the button is enabled
   * again). The host navigates to /verify once it resolves.
   */
  onSubmitEmail: (email: string) => Promise<void>;
  /**
   * Starts the Google sign-in. When it returns a promise the screen shows 'Ingresando...', then
   * 'Has ingresado con éxito.' or the failure toast.
   */
  onGoogle?: () => Promise<void> | void;
  /** Whether Google sign-in is configured; when false the button is disabled and explained. Default true. */
  isGoogleAvailable?: boolean;
  /** Address of the terms and conditions (opens in a new tab). */
  termsHref: string;
  /** Address of the privacy policy (opens in a new tab). */
  privacyHref: string;
  /**
   * E-mail to prefill, e.g. the one kept from a previous attempt. One given after the first render (a
   * host that hydrates server HTML knows it only then) fills the field if it is still empty.
   */
  defaultEmail?: string;
}

/** §2.3 Sign-in: Google, or an e-mail that receives a 4-digit code. */
export function LoginScreen({
  onSubmitEmail,
  onGoogle,
  isGoogleAvailable = true,
  termsHref,
  privacyHref,
  defaultEmail = '',
}: LoginScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [prefilled, setPrefilled] = useState(defaultEmail);
  if (defaultEmail !== prefilled) {
    setPrefilled(defaultEmail);
    if (email === '') setEmail(defaultEmail);
  }
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // A ref as well as state: a second Enter in the same tick must not send twice.
  const sending = useRef(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    const message = validateEmail(email);
    if (message) {
      setError(message);
      return;
    }
    sending.current = true;
    setSending(true);
    const id = toast.loading(es.login.toasts.codeRequestPending);
    try {
      await onSubmitEmail(normalizeEmail(email));
      toast.success(es.login.toasts.codeRequestSuccess, { id });
    } catch (reason) {
      toast.error(longWaitText(reason) ?? es.login.toasts.codeRequestFailure, { id });
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  const google = () => {
    const result = onGoogle?.();
    if (result && typeof result.then === 'function') {
      void toast
        .promise(result, {
          loading: es.login.toasts.googlePending,
          success: es.login.toasts.googleSuccess,
          error: es.login.toasts.googleFailure,
        })
        .catch(() => undefined);
    }
  };

  return (
    <AuthCard>
      <h1 className={card.heading}>{es.login.title}</h1>
      <div className={styles.google}>
        <Button
          variant="secondary"
          fullWidth
          isDisabled={!isGoogleAvailable}
          onPress={google}
          aria-describedby={isGoogleAvailable ? undefined : 'login-google-unavailable'}
        >
          <GoogleMark />
          {es.login.google}
        </Button>
        {!isGoogleAvailable && (
          <p id="login-google-unavailable" className={styles.note}>
            {es.login.googleUnavailable}
          </p>
        )}
      </div>
      <div className={styles.divider} aria-hidden="true" />
      <Form className={card.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
        <TextField
          label={es.login.emailLabel}
          placeholder={es.login.emailPlaceholder}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" fullWidth isPending={isSending}>
          {es.login.submit}
        </Button>
      </Form>
      <p className={styles.legal}>
        {es.login.legal.before}{' '}
        <Link className={card.link} href={termsHref} target="_blank" rel="noreferrer">
          {es.login.legal.terms}
        </Link>{' '}
        {es.login.legal.between}{' '}
        <Link className={card.link} href={privacyHref} target="_blank" rel="noreferrer">
          {es.login.legal.privacy}
        </Link>
        .
      </p>
    </AuthCard>
  );
}

/** Google's "G" in its four colours (brand mark, not a theme colour). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="18" height="18">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6C43.9 38 46.5 31.8 46.5 24.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6a14.5 14.5 0 0 1 0-9.2l-7.9-6.1a24 24 0 0 0 0 21.4l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
