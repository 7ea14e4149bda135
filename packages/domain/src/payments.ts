/**
 * How a customer pays without a gateway (issue 23, research commerce.md §4): the methods a merchant may
 * enable per country, their fields, and validation with the real check-digit rules, in Spanish. The panel
 * validates before sending and the server validates again with the same function; what is stored is the
 * normalised value this module returns (digits only, lowercase alias, RUT as '12345678-5').
 */
import { parsePhone } from './phone';

/** The kinds of payment method, each with its country (cash and a payment link go everywhere). */
export const PAYMENT_METHOD_TYPES = [
  'ar_transfer',
  'mx_spei',
  'cl_transfer',
  'pe_wallet',
  'co_wallet',
  'pix',
  'cash',
  'payment_link',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

const COUNTRY_OF_TYPE: Readonly<Partial<Record<PaymentMethodType, string>>> = {
  ar_transfer: 'AR',
  mx_spei: 'MX',
  cl_transfer: 'CL',
  pe_wallet: 'PE',
  co_wallet: 'CO',
  pix: 'BR',
};

/** Spanish name of each kind, as the panel lists them. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodType, string>> = {
  ar_transfer: 'Transferencia (alias o CBU/CVU)',
  mx_spei: 'Transferencia SPEI (CLABE)',
  cl_transfer: 'Transferencia bancaria',
  pe_wallet: 'Yape / Plin',
  co_wallet: 'Nequi, Daviplata o Bre-B',
  pix: 'Pix',
  cash: 'Efectivo',
  payment_link: 'Link de pago',
};

/** The kinds a store of `country` may enable: its country's own, then cash and a payment link. */
export function paymentMethodTypesFor(country: string | null | undefined): PaymentMethodType[] {
  const code = (country ?? '').trim().toUpperCase();
  return PAYMENT_METHOD_TYPES.filter((type) => {
    const own = COUNTRY_OF_TYPE[type];
    return own === undefined || own === code;
  });
}

/** Most characters of a holder's name, a bank's name and similar free text. */
export const PAYMENT_TEXT_MAX = 80;
/** Largest 'Descuento por medio de pago' (Tiendanube-style), in percent. */
export const PAYMENT_DISCOUNT_MAX = 50;
/** Most characters of a payment link. */
export const PAYMENT_LINK_MAX = 500;
/** Most characters of a Pix e-mail key (BCB). */
export const PIX_EMAIL_MAX = 77;
/** Longest merchant name (field 59) and city (field 60) of a BR Code, after the ASCII fold. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/** Spanish messages of the payment fields. */
export const PAYMENT_MESSAGES = {
  type: 'Elige un medio de pago.',
  otherCountry: 'Este medio de pago no está disponible en el país de tu tienda.',
  aliasOrCbu: 'Ingresa el alias o el CBU/CVU.',
  alias:
    'El alias debe tener entre 6 y 20 caracteres: letras sin tildes ni ñ, números, punto (.) o guion (-).',
  cbuLength: 'El CBU/CVU debe tener 22 números.',
  cbu: 'Este CBU/CVU no es válido: revisa los números.',
  cuit: 'Este CUIT no es válido: revisa los números.',
  holder: 'Ingresa el nombre del titular.',
  textTooLong: `Puede tener hasta ${PAYMENT_TEXT_MAX} caracteres.`,
  clabeLength: 'La CLABE debe tener 18 números.',
  clabe: 'Esta CLABE no es válida: revisa los números.',
  bank: 'Ingresa el banco.',
  rut: 'Este RUT no es válido: revisa los números y el dígito verificador.',
  accountType: 'Elige el tipo de cuenta.',
  accountNumber: 'Ingresa el número de cuenta (solo números, hasta 20).',
  email: 'Este correo no es válido.',
  peWallet: 'Elige Yape, Plin o ambos.',
  pePhone: 'El celular debe tener 9 números y empezar con 9.',
  coWallet: 'Elige Nequi, Daviplata o Bre-B.',
  coPhone: 'El celular debe tener 10 números y empezar con 3.',
  brebKeyType: 'Elige el tipo de llave Bre-B.',
  brebCedula: 'La cédula debe tener solo números (entre 5 y 10).',
  brebKey: 'Ingresa la llave Bre-B (hasta 64 caracteres, sin espacios).',
  pixKeyType: 'Elige el tipo de chave Pix.',
  cpf: 'Este CPF no es válido: revisa los números.',
  cnpj: 'Este CNPJ no es válido: revisa los números.',
  pixEmail: `Este correo no es válido (hasta ${PIX_EMAIL_MAX} caracteres).`,
  pixPhone: 'Este celular no es válido: escríbelo con +55 y el DDD.',
  evp: 'La chave aleatória debe tener el formato 123e4567-e89b-12d3-a456-426614174000.',
  pixName: `Ingresa el nombre que verá quien paga (hasta ${PIX_NAME_MAX} caracteres).`,
  pixCity: `Ingresa la ciudad (hasta ${PIX_CITY_MAX} caracteres).`,
  link: 'El link de pago debe empezar con https:// y ser una dirección válida.',
  discount: `El descuento debe ser un número entero entre 1 y ${PAYMENT_DISCOUNT_MAX}.`,
  discountNotHere: 'El descuento por medio de pago es para transferencias y efectivo.',
  sameType: 'Ya agregaste este medio de pago.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Check digits

const digitsOf = (text: string): number[] => Array.from(text, Number);

/** Weighted sum of digits (weights repeated from the first digit). */
function weighted(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce(
    (sum, digit, index) => sum + digit * (weights[index % weights.length] ?? 0),
    0,
  );
}

/** Argentine CBU/CVU check digit: (10 − Σ dᵢ·wᵢ mod 10) mod 10 — the outer mod matters (research §4.2). */
function cbuCheck(digits: readonly number[], weights: readonly number[]): number {
  return (10 - (weighted(digits, weights) % 10)) % 10;
}

/**
 * An Argentine CBU or CVU: 22 digits (spaces and dashes ignored), block 1 (bank + branch) checked with
 * weights 7,1,3,9,7,1,3 and block 2 (account) with 3,9,7,1,…; all zeros passes the checksum and is refused.
 */
export function isValidCbu(input: string): boolean {
  const text = input.replace(/[\s-]/g, '');
  if (!/^\d{22}$/.test(text) || /^0+$/.test(text)) return false;
  const digits = digitsOf(text);
  return (
    cbuCheck(digits.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) === digits[7] &&
    cbuCheck(digits.slice(8, 21), [3, 9, 7, 1]) === digits[21]
  );
}

/** An Argentine transfer alias (BCRA): 6–20 of a-z 0-9 '.' '-', case-insensitive; no ñ, accents or spaces. */
export function isValidAlias(input: string): boolean {
  return /^[a-z0-9.-]{6,20}$/.test(input.trim().toLowerCase());
}

/** An Argentine CUIT/CUIL: 11 digits (dashes ignored), weights 5,4,3,2,7,6,5,4,3,2 mod 11 (11 → 0, 10 → 9). */
export function isValidCuit(input: string): boolean {
  const text = input.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(text)) return false;
  const digits = digitsOf(text);
  const check = '012345678990'[11 - (weighted(digits.slice(0, 10), [5, 4, 3, 2, 7, 6]) % 11)];
  return check === text[10];
}

/** A Mexican CLABE: 18 digits, weights 3,7,1 with each product taken mod 10, check = (10 − sum mod 10) mod 10. */
export function isValidClabe(input: string): boolean {
  const text = input.replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(text)) return false;
  const digits = digitsOf(text);
  const weights = [3, 7, 1];
  const sum = digits
    .slice(0, 17)
    .reduce((total, digit, index) => total + ((digit * (weights[index % 3] ?? 0)) % 10), 0);
  return (10 - (sum % 10)) % 10 === digits[17];
}

/**
 * A Chilean RUT as stored, '12345678-5' (dots and spaces dropped, 'k' uppercased), or null when it is not a
 * RUT: body digits right to left × 2,3,4,5,6,7, check = 11 − sum mod 11 (11 → 0, 10 → K).
 */
export function normalizeRut(input: string): string | null {
  const text = input.replace(/[\s.]/g, '').toUpperCase();
  const match = /^(\d{1,9})-?([\dK])$/.exec(text);
  if (!match) return null;
  const body = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const check = match[2];
  const sum = digitsOf(body)
    .reverse()
    .reduce((total, digit, index) => total + digit * ((index % 6) + 2), 0);
  const expected = 11 - (sum % 11);
  const digit = expected === 11 ? '0' : expected === 10 ? 'K' : String(expected);
  return digit === check ? `${body}-${check}` : null;
}

/** True when the input is a Chilean RUT with its check digit, written with or without dots. */
export function isValidRut(input: string): boolean {
  return normalizeRut(input) !== null;
}

/** A Brazilian CPF: 11 digits (dots and dash ignored), two mod-11 check digits; repeated digits refused. */
export function isValidCpf(input: string): boolean {
  const text = input.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return false;
  const digits = digitsOf(text);
  const check = (length: number): number => {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/**
 * A Brazilian CNPJ, numeric or the alphanumeric kind issued from July 2026 (12 characters 0-9 A-Z, then
 * two check digits; a character counts as its code − 48): weights 5…2,9…2 and 6…2,9…2, mod 11 (< 2 → 0).
 */
export function isValidCnpj(input: string): boolean {
  const text = input.replace(/[\s./-]/g, '').toUpperCase();
  if (!/^[\dA-Z]{12}\d{2}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  const values = Array.from(text, (char) => char.charCodeAt(0) - 48);
  const check = (length: number): number => {
    const weights =
      length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = weighted(values.slice(0, length), weights) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === values[12] && check(13) === values[13];
}

/**
 * Text folded to printable ASCII the way a BR Code needs it (research §4.1): accents decomposed (NFD) and
 * dropped, any other character outside 0x20–0x7E dropped ('nº' → 'n'), spaces collapsed. Case is kept.
 */
export function foldAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------------
// Methods

export const CL_ACCOUNT_TYPES = ['corriente', 'vista', 'ahorro', 'cuenta_rut'] as const;
export type ClAccountType = (typeof CL_ACCOUNT_TYPES)[number];
/** How the customer reads each Chilean account type. */
export const CL_ACCOUNT_TYPE_NAMES: Readonly<Record<ClAccountType, string>> = {
  corriente: 'Cuenta corriente',
  vista: 'Cuenta vista',
  ahorro: 'Cuenta de ahorro',
  cuenta_rut: 'CuentaRUT',
};
export const PE_WALLETS = ['yape', 'plin', 'yape_plin'] as const;
export type PeWallet = (typeof PE_WALLETS)[number];
export const CO_WALLETS = ['nequi', 'daviplata', 'breb'] as const;
export type CoWallet = (typeof CO_WALLETS)[number];
export const BREB_KEY_TYPES = ['cedula', 'celular', 'correo', 'alfanumerica', 'comercio'] as const;
export type BrebKeyType = (typeof BREB_KEY_TYPES)[number];
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Argentina: alias and/or CBU/CVU, the holder, optionally the CUIT (digits only). */
export interface ArTransferMethod {
  type: 'ar_transfer';
  alias: string | null;
  cbu: string | null;
  holder: string;
  cuit: string | null;
}
/** México: CLABE (18 digits), bank and holder. */
export interface MxSpeiMethod {
  type: 'mx_spei';
  clabe: string;
  bank: string;
  holder: string;
}
/** Chile: the usual transfer block (research §4.6). */
export interface ClTransferMethod {
  type: 'cl_transfer';
  holder: string;
  rut: string;
  bank: string;
  accountType: ClAccountType;
  accountNumber: string;
  email: string | null;
}
/** Perú: Yape and/or Plin, paid to a 9-digit mobile. */
export interface PeWalletMethod {
  type: 'pe_wallet';
  wallet: PeWallet;
  phone: string;
  holder: string;
}
/** Colombia: Nequi or Daviplata to a mobile, or a Bre-B key (`keyType` only for Bre-B). */
export interface CoWalletMethod {
  type: 'co_wallet';
  wallet: CoWallet;
  keyType: BrebKeyType | null;
  key: string;
  holder: string;
}
/** Brasil: a Pix key with the name and city its BR Code carries (already folded to ASCII). */
export interface PixMethod {
  type: 'pix';
  keyType: PixKeyType;
  key: string;
  name: string;
  city: string;
}
/** Cash on pickup or delivery. */
export interface CashMethod {
  type: 'cash';
}
/** A payment link the merchant pasted (Mercado Pago or any https link). */
export interface PaymentLinkMethod {
  type: 'payment_link';
  url: string;
}

/** A payment method's own data, normalised. */
export type PaymentMethodData =
  | ArTransferMethod
  | MxSpeiMethod
  | ClTransferMethod
  | PeWalletMethod
  | CoWalletMethod
  | PixMethod
  | CashMethod
  | PaymentLinkMethod;

/** A payment method as stored: its data and its 'Descuento por medio de pago' (null: none). */
export type PaymentMethod = PaymentMethodData & { discountPercent: number | null };

/** The field errors of a refused method, by field name ('type' for the method as a whole). */
export type PaymentFieldErrors = Partial<Record<string, string>>;

/** The result of {@link validatePaymentMethod}. */
export type PaymentMethodCheck =
  { ok: true; method: PaymentMethod } | { ok: false; errors: PaymentFieldErrors };

/** Kinds that may carry a 'Descuento por medio de pago': transfers and cash (a link may cost the merchant a fee). */
export function takesPaymentDiscount(type: PaymentMethodType): boolean {
  return type !== 'payment_link';
}

type Input = Readonly<Record<string, unknown>>;

const text = (input: Input, key: string): string => {
  const value = input[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** A required free-text field (a holder, a bank): its value, or an error written into `errors`. */
function freeText(input: Input, key: string, missing: string, errors: PaymentFieldErrors): string {
  const value = text(input, key).replace(/\s+/g, ' ');
  if (value === '') errors[key] = missing;
  else if (Array.from(value).length > PAYMENT_TEXT_MAX) errors[key] = PAYMENT_MESSAGES.textTooLong;
  return value;
}

function arTransfer(input: Input, errors: PaymentFieldErrors): ArTransferMethod {
  const alias = text(input, 'alias').toLowerCase();
  const cbu = text(input, 'cbu').replace(/[\s-]/g, '');
  const cuit = text(input, 'cuit').replace(/[\s.-]/g, '');
  if (alias === '' && cbu === '') errors.alias = PAYMENT_MESSAGES.aliasOrCbu;
  if (alias !== '' && !isValidAlias(alias)) errors.alias = PAYMENT_MESSAGES.alias;
  if (cbu !== '' && !/^\d{22}$/.test(cbu)) errors.cbu = PAYMENT_MESSAGES.cbuLength;
  else if (cbu !== '' && !isValidCbu(cbu)) errors.cbu = PAYMENT_MESSAGES.cbu;
  if (cuit !== '' && !isValidCuit(cuit)) errors.cuit = PAYMENT_MESSAGES.cuit;
  const holder = freeText(input, 'holder', PAYMENT_MESSAGES.holder, errors);
  return {
    type: 'ar_transfer',
    alias: alias || null,
    cbu: cbu || null,
    holder,
    cuit: cuit || null,
  };
}

function mxSpei(input: Input, errors: PaymentFieldErrors): MxSpeiMethod {
  const clabe = text(input, 'clabe').replace(/[\s-]/g, '');
  if (!/^\d{18}$/.test(clabe)) errors.clabe = PAYMENT_MESSAGES.clabeLength;
  else if (!isValidClabe(clabe)) errors.clabe = PAYMENT_MESSAGES.clabe;
  const bank = freeText(input, 'bank', PAYMENT_MESSAGES.bank, errors);
  const holder = freeText(input, 'holder', PAYMENT_MESSAGES.holder, errors);
  return { type: 'mx_spei', clabe, bank, holder };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clTransfer(input: Input, errors: PaymentFieldErrors): ClTransferMethod {
  const holder = freeText(input, 'holder', PAYMENT_MESSAGES.holder, errors);
  const rut = normalizeRut(text(input, 'rut'));
  if (rut === null) errors.rut = PAYMENT_MESSAGES.rut;
  const bank = freeText(input, 'bank', PAYMENT_MESSAGES.bank, errors);
  const accountType = oneOf(CL_ACCOUNT_TYPES, text(input, 'accountType'));
  if (accountType === null) errors.accountType = PAYMENT_MESSAGES.accountType;
  const accountNumber = text(input, 'accountNumber').replace(/[\s.-]/g, '');
  if (!/^\d{4,20}$/.test(accountNumber)) errors.accountNumber = PAYMENT_MESSAGES.accountNumber;
  const email = text(input, 'email').toLowerCase();
  if (email !== '' && (!EMAIL.test(email) || email.length > 254))
    errors.email = PAYMENT_MESSAGES.email;
  return {
    type: 'cl_transfer',
    holder,
    rut: rut ?? '',
    bank,
    accountType: accountType ?? 'corriente',
    accountNumber,
    email: email || null,
  };
}

/** A Peruvian mobile as Yape/Plin take it: 9 digits starting with 9 (+51 and spaces dropped). */
export function normalizePeMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+?51(?=\d{9}$)/, '');
  return /^9\d{8}$/.test(digits) ? digits : null;
}

/** A Colombian mobile: 10 digits starting with 3 (+57 and spaces dropped). */
export function normalizeCoMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+?57(?=\d{10}$)/, '');
  return /^3\d{9}$/.test(digits) ? digits : null;
}

function peWallet(input: Input, errors: PaymentFieldErrors): PeWalletMethod {
  const wallet = oneOf(PE_WALLETS, text(input, 'wallet'));
  if (wallet === null) errors.wallet = PAYMENT_MESSAGES.peWallet;
  const phone = normalizePeMobile(text(input, 'phone'));
  if (phone === null) errors.phone = PAYMENT_MESSAGES.pePhone;
  const holder = freeText(input, 'holder', PAYMENT_MESSAGES.holder, errors);
  return { type: 'pe_wallet', wallet: wallet ?? 'yape', phone: phone ?? '', holder };
}

/** A Bre-B key by its type, normalised; null when it does not fit (research §4.4: only cédula, mobile and e-mail have a known format). */
export function normalizeBrebKey(keyType: BrebKeyType, input: string): string | null {
  const value = input.trim();
  switch (keyType) {
    case 'cedula': {
      const digits = value.replace(/[\s.]/g, '');
      return /^\d{5,10}$/.test(digits) ? digits : null;
    }
    case 'celular':
      return normalizeCoMobile(value);
    case 'correo': {
      const email = value.toLowerCase();
      return EMAIL.test(email) && email.length <= 64 ? email : null;
    }
    default:
      return /^\S{1,64}$/.test(value) ? value : null;
  }
}

function coWallet(input: Input, errors: PaymentFieldErrors): CoWalletMethod {
  const wallet = oneOf(CO_WALLETS, text(input, 'wallet'));
  const holder = freeText(input, 'holder', PAYMENT_MESSAGES.holder, errors);
  if (wallet === null) {
    errors.wallet = PAYMENT_MESSAGES.coWallet;
    return { type: 'co_wallet', wallet: 'nequi', keyType: null, key: '', holder };
  }
  if (wallet !== 'breb') {
    const phone = normalizeCoMobile(text(input, 'key'));
    if (phone === null) errors.key = PAYMENT_MESSAGES.coPhone;
    return { type: 'co_wallet', wallet, keyType: null, key: phone ?? '', holder };
  }
  const keyType = oneOf(BREB_KEY_TYPES, text(input, 'keyType'));
  if (keyType === null) {
    errors.keyType = PAYMENT_MESSAGES.brebKeyType;
    return { type: 'co_wallet', wallet, keyType: null, key: '', holder };
  }
  const key = normalizeBrebKey(keyType, text(input, 'key'));
  if (key === null) {
    errors.key =
      keyType === 'cedula'
        ? PAYMENT_MESSAGES.brebCedula
        : keyType === 'celular'
          ? PAYMENT_MESSAGES.coPhone
          : keyType === 'correo'
            ? PAYMENT_MESSAGES.email
            : PAYMENT_MESSAGES.brebKey;
  }
  return { type: 'co_wallet', wallet, keyType, key: key ?? '', holder };
}

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Pix key as the BR Code carries it (research §4.1), or null: CPF as 11 digits, CNPJ as 14 characters,
 * e-mail lowercased (≤ 77), phone in E.164 '+55…', random key (EVP) as a lowercase UUID with hyphens.
 */
export function normalizePixKey(keyType: PixKeyType, input: string): string | null {
  const value = input.trim();
  switch (keyType) {
    case 'cpf':
      return isValidCpf(value) ? value.replace(/[\s.-]/g, '') : null;
    case 'cnpj':
      return isValidCnpj(value) ? value.replace(/[\s./-]/g, '').toUpperCase() : null;
    case 'email': {
      const email = value.toLowerCase();
      // ASCII only: a BR Code counts its fields in bytes, and a key cannot be folded like a name.
      return EMAIL.test(email) && /^[\x21-\x7e]+$/.test(email) && email.length <= PIX_EMAIL_MAX
        ? email
        : null;
    }
    case 'phone': {
      const parsed = parsePhone(value.startsWith('+') ? value : `+55${value}`, 'BR');
      return parsed.isValid ? parsed.phoneNumber : null;
    }
    case 'evp': {
      const key = value.toLowerCase();
      return EVP.test(key) ? key : null;
    }
  }
}

const PIX_KEY_MESSAGES: Readonly<Record<PixKeyType, string>> = {
  cpf: PAYMENT_MESSAGES.cpf,
  cnpj: PAYMENT_MESSAGES.cnpj,
  email: PAYMENT_MESSAGES.pixEmail,
  phone: PAYMENT_MESSAGES.pixPhone,
  evp: PAYMENT_MESSAGES.evp,
};

function pix(input: Input, errors: PaymentFieldErrors): PixMethod {
  const keyType = oneOf(PIX_KEY_TYPES, text(input, 'keyType'));
  let key = '';
  if (keyType === null) errors.keyType = PAYMENT_MESSAGES.pixKeyType;
  else {
    const normalized = normalizePixKey(keyType, text(input, 'key'));
    if (normalized === null) errors.key = PIX_KEY_MESSAGES[keyType];
    key = normalized ?? '';
  }
  const name = foldAscii(text(input, 'name'));
  if (name === '' || name.length > PIX_NAME_MAX) errors.name = PAYMENT_MESSAGES.pixName;
  const city = foldAscii(text(input, 'city'));
  if (city === '' || city.length > PIX_CITY_MAX) errors.city = PAYMENT_MESSAGES.pixCity;
  return { type: 'pix', keyType: keyType ?? 'cpf', key, name, city };
}

/** True for an absolute https URL with a host (a payment link the merchant pastes). */
export function isHttpsLink(input: string): boolean {
  const value = input.trim();
  if (!value.toLowerCase().startsWith('https://') || value.length > PAYMENT_LINK_MAX) return false;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

function paymentLink(input: Input, errors: PaymentFieldErrors): PaymentLinkMethod {
  const url = text(input, 'url');
  if (!isHttpsLink(url)) errors.url = PAYMENT_MESSAGES.link;
  return { type: 'payment_link', url };
}

function discountOf(
  input: Input,
  type: PaymentMethodType,
  errors: PaymentFieldErrors,
): number | null {
  const raw = input.discountPercent;
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  if (!takesPaymentDiscount(type)) {
    errors.discountPercent = PAYMENT_MESSAGES.discountNotHere;
    return null;
  }
  if (!Number.isInteger(value) || value < 1 || value > PAYMENT_DISCOUNT_MAX) {
    errors.discountPercent = PAYMENT_MESSAGES.discount;
    return null;
  }
  return value;
}

/**
 * Validates a payment method a merchant of `country` enables: the method's fields by its `type`, with the
 * real check digits, plus its optional `discountPercent` (1–50, transfers and cash). Answers the normalised
 * method, or Spanish messages by field.
 */
export function validatePaymentMethod(
  input: Input,
  country: string | null | undefined,
): PaymentMethodCheck {
  const type = oneOf(PAYMENT_METHOD_TYPES, text(input, 'type'));
  if (type === null) return { ok: false, errors: { type: PAYMENT_MESSAGES.type } };
  if (!paymentMethodTypesFor(country).includes(type)) {
    return { ok: false, errors: { type: PAYMENT_MESSAGES.otherCountry } };
  }
  const errors: PaymentFieldErrors = {};
  const data: PaymentMethodData =
    type === 'ar_transfer'
      ? arTransfer(input, errors)
      : type === 'mx_spei'
        ? mxSpei(input, errors)
        : type === 'cl_transfer'
          ? clTransfer(input, errors)
          : type === 'pe_wallet'
            ? peWallet(input, errors)
            : type === 'co_wallet'
              ? coWallet(input, errors)
              : type === 'pix'
                ? pix(input, errors)
                : type === 'payment_link'
                  ? paymentLink(input, errors)
                  : { type: 'cash' };
  const discountPercent = discountOf(input, type, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, method: { ...data, discountPercent } };
}

/**
 * The method in one line, for the WhatsApp message ('Pago: …'): 'transferencia al alias tienda.ana',
 * 'Pix (chave +5511987654321)', 'efectivo'.
 */
export function paymentSummary(method: PaymentMethodData): string {
  switch (method.type) {
    case 'ar_transfer':
      return method.alias !== null
        ? `transferencia al alias ${method.alias}`
        : `transferencia al CBU/CVU ${method.cbu ?? ''}`;
    case 'mx_spei':
      return `transferencia SPEI a la CLABE ${method.clabe}`;
    case 'cl_transfer':
      return `transferencia a ${method.holder}, RUT ${method.rut}`;
    case 'pe_wallet': {
      const wallet = { yape: 'Yape', plin: 'Plin', yape_plin: 'Yape o Plin' }[method.wallet];
      return `${wallet} al ${method.phone}`;
    }
    case 'co_wallet': {
      const wallet = { nequi: 'Nequi', daviplata: 'Daviplata', breb: 'Bre-B' }[method.wallet];
      return method.wallet === 'breb'
        ? `Bre-B a la llave ${method.key}`
        : `${wallet} al ${method.key}`;
    }
    case 'pix':
      return `Pix (chave ${method.key})`;
    case 'cash':
      return 'efectivo';
    case 'payment_link':
      return `link de pago ${method.url}`;
  }
}

/** The text of the Pix 'copia e cola' copy button on the order page. */
export const PIX_COPY_LABEL = 'Copiar código Pix';

/** One value of the order page's payment card: what it is, the value, and its copy button's text (null: none). */
export interface PaymentDetail {
  label: string;
  value: string;
  copyLabel: string | null;
}

const detail = (
  label: string,
  value: string | null,
  copyLabel: string | null = null,
): PaymentDetail[] => (value === null || value === '' ? [] : [{ label, value, copyLabel }]);

/**
 * The values the order page shows for the chosen method, each with its copy button where the customer
 * pastes it in a banking app ('Copiar alias', 'Copiar CBU'…). Cash shows none; a Pix order also shows its
 * 'copia e cola' code (pix.ts) with {@link PIX_COPY_LABEL}.
 */
export function paymentDetails(method: PaymentMethodData): PaymentDetail[] {
  switch (method.type) {
    case 'ar_transfer':
      return [
        ...detail('Alias', method.alias, 'Copiar alias'),
        ...detail('CBU/CVU', method.cbu, 'Copiar CBU'),
        ...detail('Titular', method.holder),
        ...detail('CUIT', method.cuit, 'Copiar CUIT'),
      ];
    case 'mx_spei':
      return [
        ...detail('CLABE', method.clabe, 'Copiar CLABE'),
        ...detail('Banco', method.bank),
        ...detail('Titular', method.holder),
      ];
    case 'cl_transfer':
      return [
        ...detail('Nombre', method.holder),
        ...detail('RUT', method.rut, 'Copiar RUT'),
        ...detail('Banco', method.bank),
        ...detail('Tipo de cuenta', CL_ACCOUNT_TYPE_NAMES[method.accountType]),
        ...detail('N° de cuenta', method.accountNumber, 'Copiar número de cuenta'),
        ...detail('Correo', method.email),
      ];
    case 'pe_wallet':
      return [
        ...detail(
          { yape: 'Yape', plin: 'Plin', yape_plin: 'Yape o Plin' }[method.wallet],
          method.phone,
          'Copiar celular',
        ),
        ...detail('Titular', method.holder),
      ];
    case 'co_wallet':
      return [
        ...(method.wallet === 'breb'
          ? detail('Llave Bre-B', method.key, 'Copiar llave')
          : detail(
              method.wallet === 'nequi' ? 'Nequi' : 'Daviplata',
              method.key,
              'Copiar celular',
            )),
        ...detail('Titular', method.holder),
      ];
    case 'pix':
      return [
        ...detail('Chave Pix', method.key, 'Copiar chave Pix'),
        ...detail('Nombre', method.name),
      ];
    case 'cash':
      return [];
    case 'payment_link':
      return detail('Link de pago', method.url, 'Copiar link');
  }
}

/** How the panel names the choices of the payment fields. */
export const PE_WALLET_NAMES: Readonly<Record<PeWallet, string>> = {
  yape: 'Yape',
  plin: 'Plin',
  yape_plin: 'Yape y Plin',
};
export const CO_WALLET_NAMES: Readonly<Record<CoWallet, string>> = {
  nequi: 'Nequi',
  daviplata: 'Daviplata',
  breb: 'Bre-B',
};
export const BREB_KEY_TYPE_NAMES: Readonly<Record<BrebKeyType, string>> = {
  cedula: 'Cédula',
  celular: 'Celular',
  correo: 'Correo',
  alfanumerica: 'Llave alfanumérica',
  comercio: 'Código de comercio',
};
export const PIX_KEY_TYPE_NAMES: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

/** A field of a payment method's form: its name in the data, its Spanish label, and whether it may be empty. */
export interface PaymentField {
  name: string;
  label: string;
  optional?: true;
  /** The values of a choice, with their Spanish names. */
  choices?: Readonly<Record<string, string>>;
}

/**
 * The fields the 'Cobro' form shows for each kind, in order (the validation above is the rule; this is
 * what to ask). Colombia's `keyType` only matters for Bre-B.
 */
export const PAYMENT_METHOD_FIELDS: Readonly<Record<PaymentMethodType, readonly PaymentField[]>> = {
  ar_transfer: [
    { name: 'alias', label: 'Alias', optional: true },
    { name: 'cbu', label: 'CBU/CVU', optional: true },
    { name: 'holder', label: 'Titular' },
    { name: 'cuit', label: 'CUIT', optional: true },
  ],
  mx_spei: [
    { name: 'clabe', label: 'CLABE' },
    { name: 'bank', label: 'Banco' },
    { name: 'holder', label: 'Titular' },
  ],
  cl_transfer: [
    { name: 'holder', label: 'Nombre' },
    { name: 'rut', label: 'RUT' },
    { name: 'bank', label: 'Banco' },
    { name: 'accountType', label: 'Tipo de cuenta', choices: CL_ACCOUNT_TYPE_NAMES },
    { name: 'accountNumber', label: 'N° de cuenta' },
    { name: 'email', label: 'Correo para el comprobante', optional: true },
  ],
  pe_wallet: [
    { name: 'wallet', label: 'Billetera', choices: PE_WALLET_NAMES },
    { name: 'phone', label: 'Celular' },
    { name: 'holder', label: 'Titular' },
  ],
  co_wallet: [
    { name: 'wallet', label: 'Billetera', choices: CO_WALLET_NAMES },
    { name: 'keyType', label: 'Tipo de llave Bre-B', optional: true, choices: BREB_KEY_TYPE_NAMES },
    { name: 'key', label: 'Celular o llave' },
    { name: 'holder', label: 'Titular' },
  ],
  pix: [
    { name: 'keyType', label: 'Tipo de chave', choices: PIX_KEY_TYPE_NAMES },
    { name: 'key', label: 'Chave Pix' },
    { name: 'name', label: 'Nombre que verá quien paga' },
    { name: 'city', label: 'Ciudad' },
  ],
  cash: [],
  payment_link: [{ name: 'url', label: 'Link de pago' }],
};

/** The result of {@link validatePaymentMethods}. */
export type PaymentMethodsCheck =
  | { ok: true; methods: PaymentMethod[] }
  | {
      ok: false;
      /** The method at fault, its field ('type' for the method as a whole) and the Spanish message. */
      index: number;
      field: string;
      error: string;
      /** Every method's field errors, by position (for the form). */
      errors: PaymentFieldErrors[];
    };

/**
 * Validates the whole 'Cobro' form of a store of `country`: each method by {@link validatePaymentMethod},
 * one method of each kind (the list is at most one of each of {@link PAYMENT_METHOD_TYPES}).
 */
export function validatePaymentMethods(
  inputs: readonly Input[],
  country: string | null | undefined,
): PaymentMethodsCheck {
  const errors: PaymentFieldErrors[] = inputs.map(() => ({}));
  const methods: PaymentMethod[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const check = validatePaymentMethod(input, country);
    const own = errors[index] ?? {};
    if (!check.ok) Object.assign(own, check.errors);
    else if (seen.has(check.method.type)) own.type = PAYMENT_MESSAGES.sameType;
    else {
      seen.add(check.method.type);
      methods.push(check.method);
    }
  });
  for (const [index, own] of errors.entries()) {
    const field = Object.keys(own)[0];
    if (field !== undefined) {
      return { ok: false, index, field, error: own[field] ?? '', errors };
    }
  }
  return { ok: true, methods };
}
