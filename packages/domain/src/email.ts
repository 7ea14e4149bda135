/** Messages of the login e-mail rule (spec §5), in the order they are checked. */
export const EMAIL_MESSAGES = {
  empty: 'Por favor, escribe tu dirección de correo electrónico.',
  missingAt: 'Este correo no es válido, olvidaste escribir la arroba (@).',
  invalid: 'Este correo no es válido, verifica tu dirección de correo electrónico.',
} as const;

/** One of the e-mail rule's messages. */
export type EmailMessage = (typeof EMAIL_MESSAGES)[keyof typeof EMAIL_MESSAGES];

// text, @, text, dot, text — no spaces anywhere (the spec's "basic pattern").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims surrounding whitespace and lower-cases an e-mail, the form in which it is sent and stored. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Checks a login e-mail (surrounding whitespace ignored); returns the spec's message or null when valid. */
export function validateEmail(value: string): EmailMessage | null {
  const email = value.trim();
  if (email === '') return EMAIL_MESSAGES.empty;
  if (!email.includes('@')) return EMAIL_MESSAGES.missingAt;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}

/**
 * An address as a sign-in link's page shows it (issue 19): its first character, `•••` and the domain —
 * `ana@gmail.com` → `a•••@gmail.com`. Enough for the owner to recognise the account, too little for
 * someone else to learn it. A value without `@` is masked whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const first = Array.from(email)[0] ?? '';
  return at <= 0 ? `${first}•••` : `${first}•••${email.slice(at)}`;
}
