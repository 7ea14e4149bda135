import { STORE_LINK_MIN_LENGTH } from './constants';

/** The reserved links the spec lists (§5): infrastructure subdomains and generic words. */
export const SPEC_RESERVED_LINKS = [
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

/**
 * Links that would make a store's address look like the platform's own (issue 11): a storefront at
 * `login.{host}`, `pagos.{host}` or `soporte.{host}` is a ready-made phishing page. Service and
 * infrastructure names, sign-in and account words, money words, and the same in Spanish.
 */
export const PLATFORM_RESERVED_LINKS = [
  // sign-in and accounts
  'login',
  'logout',
  'signin',
  'sign-in',
  'signup',
  'sign-up',
  'auth',
  'oauth',
  'sso',
  'id',
  'identity',
  'session',
  'password',
  'reset',
  'verify',
  'register',
  'my-account',
  'ingresar',
  'ingreso',
  'entrar',
  'acceso',
  'iniciar-sesion',
  'registro',
  'registrarse',
  'cuenta',
  'cuentas',
  'mi-cuenta',
  'contrasena',
  'verificar',
  'verificacion',
  // mail and infrastructure
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'sftp',
  'ssh',
  'vpn',
  'cdn',
  'static',
  'assets',
  'media',
  'img',
  'images',
  'files',
  'uploads',
  'download',
  'downloads',
  'app',
  'apps',
  'm',
  'dev',
  'test',
  'staging',
  'beta',
  'demo',
  'status',
  'health',
  'metrics',
  'analytics',
  'internal',
  'intranet',
  'localhost',
  'root',
  'system',
  'sysadmin',
  'administrator',
  'administrador',
  'webmaster',
  'hostmaster',
  'postmaster',
  'abuse',
  'noreply',
  'no-reply',
  'security',
  'secure',
  'seguridad',
  // help and contact
  'help',
  'docs',
  'info',
  'contact',
  'soporte',
  'ayuda',
  'contacto',
  'atencion',
  'oficial',
  'official',
  // money
  'pay',
  'payment',
  'payments',
  'billing',
  'checkout',
  'invoice',
  'invoices',
  'wallet',
  'bank',
  'pagos',
  'pago',
  'pagar',
  'cobros',
  'facturacion',
  'factura',
  'facturas',
  'banco',
  'transferencia',
  'suscripcion',
  'subscription',
  'plan',
  'planes',
  // the platform itself
  'tienda',
  'tiendas',
  'ventas',
] as const;

/** Links no store may take: the spec's list and the platform's. Shared by the onboarding and profile rules. */
export const RESERVED_LINKS = [...SPEC_RESERVED_LINKS, ...PLATFORM_RESERVED_LINKS] as const;

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
  /** Ours: the profile rule refuses these too (and so punycode's 'xn--'), the spec gives no message. */
  hyphens: '¡Tu link no puede empezar ni terminar con guion, ni tener dos guiones seguidos!',
} as const;

/** A link as stored: lower-case letters and digits, optionally separated by single hyphens. */
export const STORE_LINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
 * start, not reserved, no spaces, no dots, only letters (ASCII a–z, any case), digits and hyphens —
 * then ours: hyphens only between letters or digits, one at a time (no leading, trailing or double
 * hyphen, so no punycode 'xn--' either), as the profile rule says. Case does not matter ('WWW…' and 'Admin' are refused too); the link is sent lower-cased.
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
  if (!STORE_LINK_PATTERN.test(lower)) return STORE_LINK_MESSAGES.hyphens;
  return null;
}
