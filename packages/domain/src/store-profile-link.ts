import { STORE_LINK_MIN_LENGTH } from './constants';
import {
  RESERVED_LINKS,
  STORE_LINK_MESSAGES,
  STORE_LINK_PATTERN,
  linkPrefixMessage,
} from './store-link';

/**
 * Prefixes no store-profile link may start with. The spec does not show this list; we keep only
 * 'www' (the one prefix the onboarding rule also forbids). A prefix blocks every link that begins
 * with it, so short reserved words such as 'api', 'pos' or 'web' would refuse honest Spanish names
 * (apicultura, postres, webinar); those stay reserved as whole links instead. Punycode's 'xn--' needs
 * no entry: the pattern already refuses double hyphens.
 */
export const RESERVED_LINK_PREFIXES = ['www'] as const;

/** Messages of the store-profile link rule (spec §5). */
export const STORE_PROFILE_LINK_MESSAGES = {
  invalid: 'El link de tienda solo puede contener letras, números y guiones.',
  /** The onboarding rule's minimum, with its message: a link is as long on either screen. */
  tooShort: STORE_LINK_MESSAGES.tooShort,
  reserved: STORE_LINK_MESSAGES.reserved,
} as const;

/**
 * Outcome of the store-profile link rule: the pattern failure is shown as a toast, the prefix and
 * reserved failures as an error on the link field.
 */
export type StoreProfileLinkResult =
  | { ok: true }
  | { ok: false; level: 'toast'; message: string }
  | { ok: false; level: 'field'; message: string };

/** Transforms the link while typing: lower-cased, and the first space becomes a hyphen (spec §5). */
export function formatStoreLinkInput(value: string): string {
  return value.toLowerCase().replace(' ', '-');
}

/**
 * Checks a store-profile link on save: pattern (toast), then the onboarding rule's minimum length, reserved
 * prefixes and reserved links (field).
 */
export function validateStoreProfileLink(
  link: string,
  options: {
    reservedPrefixes?: readonly string[];
    reservedLinks?: readonly string[];
  } = {},
): StoreProfileLinkResult {
  const { reservedPrefixes = RESERVED_LINK_PREFIXES, reservedLinks = RESERVED_LINKS } = options;
  if (!STORE_LINK_PATTERN.test(link)) {
    return { ok: false, level: 'toast', message: STORE_PROFILE_LINK_MESSAGES.invalid };
  }
  if (link.length < STORE_LINK_MIN_LENGTH) {
    return { ok: false, level: 'field', message: STORE_PROFILE_LINK_MESSAGES.tooShort };
  }
  const prefix = reservedPrefixes.find((p) => link.startsWith(p));
  if (prefix !== undefined) {
    return { ok: false, level: 'field', message: linkPrefixMessage(prefix) };
  }
  if (reservedLinks.includes(link)) {
    return { ok: false, level: 'field', message: STORE_PROFILE_LINK_MESSAGES.reserved };
  }
  return { ok: true };
}
