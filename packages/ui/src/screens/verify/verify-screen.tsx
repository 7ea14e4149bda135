import {
  CODE_ERROR_MS,
  CODE_LENGTH,
  codeFromBoxes,
  codeSecondsLeft,
  distributeCodeInput,
  emptyCodeBoxes,
  formatCountdown,
  validateCode,
} from '@panel/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Form, Link } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { longWaitText } from '../code-wait';
import * as styles from './verify-screen.css';

/** The server's error text in a rejected `onVerify`/`onResend`: an `Error` whose message it is, or the text itself. */
export type ServerErrorReason = Error | string;

/** Server texts the verify screen tells apart (spec §8, contract). */
export const VERIFY_SERVER_ERRORS = {
  codeNotFound: 'Code not found',
  codeExpired: 'Otp is expired',
  tooManyRequests: 'Too many code requests',
  tooManyAttempts: 'Too many attempts',
  attemptNotFound: 'Sign-in attempt not found',
} as const;

/** What the sign-in mail carries: a 4-digit code, or a one-click link (too many wrong codes). */
export type CodeDelivery = 'code' | 'link';

/** Props of {@link VerifyScreen}. */
export interface VerifyScreenProps {
  /** The address the code was sent to. */
  email: string;
  /** When the last code was requested (ms since epoch); the countdown runs 120 s from it. */
  lastRequestAt: number | null;
  /**
   * Checks the 4-digit code. Resolve on success (the host navigates). Reject with the server's error
   * text (`Error` message or string): 'Code not found' and 'Otp is expired' get their own toasts
   * (an expired code clears the boxes and requests a new one through `onResend`); anything else shows
   * 'Ocurrió un error, intenta de nuevo.'.
   */
  onVerify: (code: string) => Promise<void>;
  /**
   * Requests a new code; the host updates `lastRequestAt`. Reject with 'Too many code requests' for
   * the "wait 2 minutes" toast.
   */
  onResend: () => Promise<void>;
  /** The clock, for tests and stories with a fixed time. Default `Date.now`. */
  now?: () => number;
  /**
   * What the last mail carries. `link`: too many wrong codes were tried for the address, so the mail
   * holds a sign-in link instead of a code; the screen explains that instead of asking for a code.
   * Default `code`.
   */
  delivery?: CodeDelivery;
  /** Google sign-in is configured: the 'Demasiados intentos' texts point to it. Default false. */
  isGoogleAvailable?: boolean;
  /** Where 'Volver a iniciar sesión' leads (the login page). Default `/login`. */
  loginHref?: string;
}

const reasonText = (reason: unknown): string =>
  typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : '';

/** §2.4 Code entry: four digit boxes, countdown, resend link and 'Enviar'. */
export function VerifyScreen({
  email,
  lastRequestAt,
  onVerify,
  onResend,
  now = Date.now,
  delivery = 'code',
  isGoogleAvailable = false,
  loginHref = '/login',
}: VerifyScreenProps) {
  const [boxes, setBoxes] = useState(emptyCodeBoxes);
  const [warning, setWarning] = useState<string | null>(null);
  const [isError, setError] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(() => codeSecondsLeft(lastRequestAt, now()));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const verifying = useRef(false);
  const instructionsId = useId();
  const warningId = useId();

  // The countdown: recomputed from the request time every second, so it survives re-renders and
  // background tabs without drifting.
  useEffect(() => {
    const tick = () => setSecondsLeft(codeSecondsLeft(lastRequestAt, now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [lastRequestAt, now]);

  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(() => setError(false), CODE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [isError]);

  const apply = (index: number, input: string) => {
    const update = distributeCodeInput(boxes, index, input);
    setBoxes(update.boxes);
    setWarning(null);
    if (input.replace(/\D/g, '') !== '') inputs.current[update.focusIndex]?.focus();
  };

  const onChange = (index: number, value: string) => {
    const previous = boxes[index] ?? '';
    // A box holds one digit: typing into a filled box replaces it, except in the first box, where
    // several characters (autofill, a fast typist) fill all the boxes.
    // One keystroke after the digit already there adds one character, which replaces it; a longer change
    // is a whole code written at once (autofill), even when it begins with that digit — which 1 code in 10
    // does: its first digit was dropped and the code came out incomplete (a flaky signup e2e, issue 20).
    let input = value;
    if (previous && value.length === previous.length + 1 && value.startsWith(previous)) {
      input = value.slice(1);
    }
    if (index > 0) input = input.slice(-1);
    apply(index, input);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(index, event.clipboardData.getData('text'));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      setBoxes(next);
      inputs.current[index - 1]?.focus();
    }
  };

  const resend = async (silent = false) => {
    if (silent) {
      await onResend().catch(() => undefined);
      return;
    }
    const id = toast.loading(es.verify.toasts.resendPending);
    try {
      await onResend();
      toast.success(es.verify.toasts.resendSuccess, { id });
    } catch (reason) {
      toast.error(
        longWaitText(reason) ??
          (reasonText(reason) === VERIFY_SERVER_ERRORS.tooManyRequests
            ? es.verify.toasts.resendTooEarly
            : es.login.toasts.codeRequestFailure),
        { id },
      );
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (verifying.current) return;
    const code = codeFromBoxes(boxes);
    const message = validateCode(code);
    if (message) {
      setWarning(message);
      return;
    }
    verifying.current = true;
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (reason) {
      setError(true);
      const text = reasonText(reason);
      if (text === VERIFY_SERVER_ERRORS.codeExpired) {
        toast.error(es.verify.errors.codeExpired);
        setBoxes(emptyCodeBoxes());
        inputs.current[0]?.focus();
        void resend(true);
      } else if (text === VERIFY_SERVER_ERRORS.codeNotFound) {
        toast.error(es.verify.errors.codeNotFound);
      } else if (text === VERIFY_SERVER_ERRORS.tooManyAttempts) {
        toast.error(
          isGoogleAvailable
            ? `${es.verify.errors.tooManyAttempts} ${es.verify.linkSent.google}`
            : es.verify.errors.tooManyAttempts,
        );
      } else if (text === VERIFY_SERVER_ERRORS.attemptNotFound) {
        toast.error(es.verify.errors.attemptNotFound);
      } else {
        toast.error(es.verify.errors.unknown);
      }
    } finally {
      verifying.current = false;
      setVerifying(false);
    }
  };

  if (delivery === 'link') {
    return (
      <AuthCard>
        <h1 className={card.heading}>{es.verify.linkSent.title}</h1>
        <p className={card.lead} role="status">
          {es.verify.linkSent.body(email)}
        </p>
        {isGoogleAvailable && <p className={card.lead}>{es.verify.linkSent.google}</p>}
        <p className={card.lead}>
          <Link className={card.link} href={loginHref}>
            {es.verify.linkSent.back}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className={card.heading}>{es.verify.title}</h1>
      <p id={instructionsId} className={card.lead}>
        {es.verify.instructions(email)}
      </p>
      <Form className={card.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
        <div
          role="group"
          aria-labelledby={instructionsId}
          aria-describedby={warning ? warningId : undefined}
          className={styles.boxes}
          data-invalid={isError || undefined}
        >
          {boxes.map((digit, index) => (
            <input
              key={index}
              ref={(node) => {
                inputs.current[index] = node;
              }}
              className={styles.box}
              aria-label={es.verify.digitLabel(index + 1, CODE_LENGTH)}
              aria-invalid={isError || undefined}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digit}
              disabled={isVerifying}
              onChange={(e) => onChange(index, e.target.value)}
              onPaste={(e) => onPaste(index, e)}
              onKeyDown={(e) => onKeyDown(index, e)}
              onFocus={(e) => e.target.select()}
            />
          ))}
        </div>
        {warning && (
          <p id={warningId} role="alert" className={styles.warning}>
            {warning}
          </p>
        )}
        <Button type="submit" fullWidth isPending={isVerifying}>
          {isVerifying ? es.verify.submitting : es.verify.submit}
        </Button>
      </Form>
      <p className={card.lead} aria-live="polite">
        {secondsLeft > 0 ? (
          es.verify.countdown(formatCountdown(secondsLeft))
        ) : (
          <>
            {es.verify.resendPrompt}{' '}
            <Link className={card.link} onPress={() => void resend()}>
              {es.verify.resend}
            </Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}
