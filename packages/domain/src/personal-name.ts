/** Messages of the personal-info rule (spec §5). */
export const PERSONAL_NAME_MESSAGES = {
  required: 'Escribe tu nombre completo.',
} as const;

/** One of the personal-name rule's messages. */
export type PersonalNameMessage =
  (typeof PERSONAL_NAME_MESSAGES)[keyof typeof PERSONAL_NAME_MESSAGES];

/** Checks the full name of the personal-info step (blank counts as empty); message or null. */
export function validatePersonalName(value: string): PersonalNameMessage | null {
  return value.trim() === '' ? PERSONAL_NAME_MESSAGES.required : null;
}
