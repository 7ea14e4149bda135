/**
 * Money of an order's breakdown (issue 23) as integer cents — hundredths of the currency unit, the scale
 * of every stored amount (numeric(…, 2)) — so no binary float ever takes part in a sum or a discount.
 * What differs per currency is the step a computed amount is rounded to: one cent where the store writes
 * decimals, a whole unit (100 cents) where it does not (CLP, COP, PYG: money.ts).
 */
import { formatMoney, moneyFormatOf, type MoneyWriting } from './money';

/** The step, in cents, a computed amount of a store of `country` is rounded to: 1, or 100 without decimals. */
export function roundingStepCents(country: string | null | undefined): 1 | 100 {
  return moneyFormatOf(country).decimals === 0 ? 100 : 1;
}

/** `cents` × `percent` / 100 rounded half up to `step` cents, in integer arithmetic (BigInt: no overflow). */
export function percentOfCents(cents: number, percent: number, step: 1 | 100): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('Monto inválido.');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('Porcentaje inválido.');
  }
  // half up: ⌊(2·c·p + 100·s) / (200·s)⌋ · s
  const unit = BigInt(step);
  const quotient = (2n * BigInt(cents) * BigInt(percent) + 100n * unit) / (200n * unit);
  return Number(quotient) * step;
}

/** A decimal amount as the API and the database write it ('12500', '12500.5', '12500.50') in cents; null when it is not one. */
export function moneyToCents(text: string | number | null | undefined): number | null {
  const value = typeof text === 'number' ? String(text) : (text ?? '').trim();
  const match = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the API and the database write money: 1250000 → '12500.00'. */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** Cents written the way a store of `country` writes money ('$2.500,00' in AR, '$2.500' in CL). */
export function formatCents(
  cents: number,
  country: string | null | undefined,
  options?: MoneyWriting,
): string {
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  // Units and cents apart: the division by 100 of a whole number of cents is exact in formatMoney's rounding.
  return formatMoney(sign * (Math.floor(abs / 100) + (abs % 100) / 100), country, options);
}

/** Cents as a sentence writes them: '$2.500' for a whole amount in Argentina, '$2.500,50' with cents. */
export function formatCentsInText(cents: number, country: string | null | undefined): string {
  return formatCents(cents, country, { wholeWithoutDecimals: true });
}
