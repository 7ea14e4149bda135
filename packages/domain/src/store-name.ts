import { STORE_NAME_MIN_LENGTH } from './constants';

/** Messages of the onboarding store-name rule (spec §5), in the order they are checked. */
export const STORE_NAME_MESSAGES = {
  required: '¡Uy! Parece que olvidaste agregar el nombre de tu tienda.',
  tooShort: '¡El nombre de tu tienda debe tener al menos 3 caracteres!',
} as const;

/** One of the store-name rule's messages. */
export type StoreNameMessage = (typeof STORE_NAME_MESSAGES)[keyof typeof STORE_NAME_MESSAGES];

/** Checks a store name: required, then at least 3 characters (trimmed, counted in code points). */
export function validateStoreName(value: string): StoreNameMessage | null {
  const name = value.trim();
  if (name === '') return STORE_NAME_MESSAGES.required;
  if (Array.from(name).length < STORE_NAME_MIN_LENGTH) return STORE_NAME_MESSAGES.tooShort;
  return null;
}
