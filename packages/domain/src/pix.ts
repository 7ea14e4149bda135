/**
 * A static Pix BR Code (issue 23, research commerce.md §4.1): the EMV-MPM payload a Brazilian customer
 * pastes ('Pix copia e cola') or scans, for an order's total with the order number as its reference.
 * Written here rather than taken from a library because the popular ones count field lengths in JS
 * characters while the CRC runs over UTF-8 bytes (wrong for accented names): every text field is folded to
 * printable ASCII first, so characters and bytes are the same, and lengths are counted in bytes anyway.
 * The QR image is drawn elsewhere from this text.
 */
import { PIX_CITY_MAX, PIX_NAME_MAX, foldAscii } from './payments';

/** The GUI of a Pix account template (field 26-00), as the Central Bank's example writes it. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Longest reference (txid, field 62-05) of a static BR Code. */
export const PIX_TXID_MAX = 25;

/** What a static BR Code carries. */
export interface PixChargeInput {
  /** The Pix key, normalised (see normalizePixKey in payments.ts). */
  key: string;
  /** The merchant's name (field 59): folded to ASCII and cut to 25 characters. */
  name: string;
  /** The merchant's city (field 60): folded to ASCII and cut to 15 characters. */
  city: string;
  /** The amount in centavos; null or 0 leaves it to the payer. */
  amountCents?: number | null;
  /** The order number, kept as [A-Za-z0-9] up to 25 characters; empty gives '***'. */
  reference?: string;
  /** Optional free text for the payer (field 26-02); dropped first when field 26 would pass 99 bytes. */
  info?: string;
}

const utf8 = new TextEncoder();

const byteLength = (text: string): number => utf8.encode(text).length;

/** One EMV TLV field: id, 2-digit length in bytes, value. */
function field(id: string, value: string): string {
  const length = byteLength(value);
  if (length > 99) throw new RangeError(`El campo ${id} del código Pix pasa de 99 caracteres.`);
  return `${id}${length.toString().padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) of the text's UTF-8 bytes, as 4
 * uppercase hex digits — zero-padded ('0013'), which one published snippet forgets.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Centavos written as field 54 wants them, without floats: 12345 → '123.45', 5 → '0.05'. */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('Monto inválido para Pix.');
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

/** An order number as a static txid: only [A-Za-z0-9], at most 25; '***' when nothing is left. */
export function pixTxid(reference: string | null | undefined): string {
  const txid = (reference ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX);
  return txid === '' ? '***' : txid;
}

/** The 'Pix copia e cola' text of a static BR Code, ending with its CRC. */
export function pixPayload(input: PixChargeInput): string {
  if (!/^[\x21-\x7e]{1,77}$/.test(input.key)) throw new RangeError('Chave Pix inválida.');
  const name = foldAscii(input.name).slice(0, PIX_NAME_MAX).trim();
  const city = foldAscii(input.city).slice(0, PIX_CITY_MAX).trim();
  if (name === '' || city === '') throw new RangeError('Faltan el nombre o la ciudad del Pix.');
  const info = foldAscii(input.info ?? '');
  const account = [field('00', PIX_GUI), field('01', input.key)].join('');
  const withInfo = info === '' ? account : `${account}${field('02', info)}`;
  const merchantAccount = byteLength(withInfo) <= 99 ? withInfo : account;
  const amount = input.amountCents ? field('54', pixAmount(input.amountCents)) : '';
  const body = [
    field('00', '01'),
    field('26', merchantAccount),
    field('52', '0000'),
    field('53', '986'),
    amount,
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', pixTxid(input.reference))),
    '6304',
  ].join('');
  return `${body}${crc16Ccitt(body)}`;
}

/**
 * True when a BR Code reads as well-formed: every TLV length (in bytes) matches, field 63 is last, and
 * its CRC is right. Used to check our own output and to refuse a malformed payload such as the
 * widely-read gist's (`6208 0503***`).
 */
export function isValidPixPayload(payload: string): boolean {
  const bytes = utf8.encode(payload);
  const decoder = new TextDecoder();
  let at = 0;
  while (at < bytes.length) {
    const head = decoder.decode(bytes.slice(at, at + 4));
    if (!/^\d{4}$/.test(head)) return false;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (at + 4 + length > bytes.length) return false;
    if (id === '63') {
      const crc = decoder.decode(bytes.slice(at + 4, at + 4 + length));
      return (
        length === 4 &&
        at + 8 === bytes.length &&
        crc === crc16Ccitt(decoder.decode(bytes.slice(0, at + 4)))
      );
    }
    if (id === '26' || id === '62') {
      const inner = decoder.decode(bytes.slice(at + 4, at + 4 + length));
      if (!isWellFormedTemplate(inner)) return false;
    }
    at += 4 + length;
  }
  return false;
}

/** A template's sub-fields fill it exactly. */
function isWellFormedTemplate(value: string): boolean {
  const bytes = utf8.encode(value);
  let at = 0;
  while (at < bytes.length) {
    const head = new TextDecoder().decode(bytes.slice(at, at + 4));
    if (!/^\d{4}$/.test(head)) return false;
    at += 4 + Number(head.slice(2));
  }
  return at === bytes.length;
}
