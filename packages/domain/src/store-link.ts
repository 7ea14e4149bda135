import { STORE_LINK_MIN_LENGTH } from './constants';

/**
 * Links no store may take (spec §5): infrastructure subdomains and generic words. Shared by the
 * onboarding rule and the store-profile rule.
 */
export const RESERVED_LINKS = [
  'storesdev',
  'pos',
  'posdev',
  'accounts',
  'web',
  'dashboard',
  'panel',
  'stores',
  'www',
  'api',
  'blog',
  'shop',
  'cart',
  'store',
  'support',
  'account',
  'offers',
  'mobile',
  'admin',
] as const;

/** A reserved link. */
export type ReservedLink = (typeof RESERVED_LINKS)[number];

/** Builds the "must not start with" message for a prefix: 'Tu link no puede comenzar con "{prefix}".' */
export function linkPrefixMessage<P extends string>(
  prefix: P,
): `Tu link no puede comenzar con "${P}".` {
  return `Tu link no puede comenzar con "${prefix}".`;
}

/**
 * Messages of the onboarding store-link rule, in the order they are checked (spec §5).
 * `dots` is our wording: the spec only says it is "of the same style" as the spaces message.
 */
export const STORE_LINK_MESSAGES = {
  required: '¡No olvides ingresar el link de tu tienda!',
  tooShort: '¡Tu link debe tener al menos 5 caracteres!',
  wwwPrefix: linkPrefixMessage('www'),
  reserved: 'Este link no está disponible, intenta con uno diferente.',
  spaces: '¡No uses espacios en tu link! Utiliza guiones (-) en su lugar.',
  dots: '¡No uses puntos en tu link! Utiliza guiones (-) en su lugar.',
  invalidCharacters: '¡Solo puedes usar letras, números y guiones en tu link!',
} as const;

/** One of the onboarding store-link rule's messages. */
export type StoreLinkMessage = (typeof STORE_LINK_MESSAGES)[keyof typeof STORE_LINK_MESSAGES];

const RESERVED = new Set<string>(RESERVED_LINKS);

/** True when the link (any case) is one of {@link RESERVED_LINKS}. */
export function isReservedLink(link: string): boolean {
  return RESERVED.has(link.toLowerCase());
}

/** Trims and lower-cases a link, the form in which it is sent and stored. */
export function normalizeStoreLink(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Checks an onboarding store link in the spec's order: required, at least 5 characters, no 'www'
 * start, not reserved, no spaces, no dots, only letters (ASCII a–z, any case), digits and hyphens.
 * Case does not matter ('WWW…' and 'Admin' are refused too); the link is sent lower-cased.
 */
export function validateStoreLink(value: string): StoreLinkMessage | null {
  if (value.trim() === '') return STORE_LINK_MESSAGES.required;
  if (Array.from(value).length < STORE_LINK_MIN_LENGTH) return STORE_LINK_MESSAGES.tooShort;
  const lower = value.toLowerCase();
  if (lower.startsWith('www')) return STORE_LINK_MESSAGES.wwwPrefix;
  if (isReservedLink(lower)) return STORE_LINK_MESSAGES.reserved;
  if (/\s/.test(value)) return STORE_LINK_MESSAGES.spaces;
  if (value.includes('.')) return STORE_LINK_MESSAGES.dots;
  if (!/^[a-zA-Z0-9-]+$/.test(value)) return STORE_LINK_MESSAGES.invalidCharacters;
  return null;
}
