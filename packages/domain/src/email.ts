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
