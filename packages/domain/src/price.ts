// Money is computed in integer cents so that 0.1 + 0.2 style float noise never reaches a price.

/** Amount in whole cents, rounded half up (1.005 → 101: float noise is removed before rounding). */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)));
}

/** Amount rounded to 2 decimals. */
export function roundMoney(amount: number): number {
  return toCents(amount) / 100;
}

/** Dynamic price (spec §9): cost × (1 + utility/100), rounded to cents. */
export function dynamicPrice(cost: number, utility: number): number {
  const cents = toCents(cost) * (100 + utility);
  return Math.round(Number((cents / 100).toPrecision(15))) / 100;
}

/**
 * Reads a form amount the way a Spanish reader writes it, and as the form shows it back: a comma is the
 * decimal mark ('12,5'), dots between groups of three digits are thousands ('1.234,50', '1.234.567');
 * a lone dot is a decimal point ('12.5', as phones' numeric keypads type it). Null when empty or unreadable.
 */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let text = (value ?? '').trim();
  if (text === '') return null;
  const grouped = /^-?\d{1,3}(\.\d{3})+(,\d*)?$/;
  if (text.includes(',') || /^-?\d{1,3}(\.\d{3}){2,}$/.test(text)) {
    if (text.includes('.') && !grouped.test(text)) return null;
    text = text.replaceAll('.', '').replace(',', '.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** Dynamic price from the form's cost and utility strings; an empty utility counts as 0, an unreadable cost gives null. */
export function dynamicPriceFromInput(cost: string, utility: string): number | null {
  const costAmount = parseAmount(cost);
  if (costAmount === null) return null;
  return dynamicPrice(costAmount, parseAmount(utility) ?? 0);
}

/**
 * Formats a price the Spanish way with the product form's fixed '$' (spec §9): thousands with '.',
 * 2 decimals after ',', e.g. 1234.5 → '$1.234,50'. Written by hand rather than with Intl so that
 * browser and server agree to the character (Intl's 'es' skips the separator below 10 000).
 */
export function formatPrice(amount: number): string {
  const cents = toCents(amount);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${units},${decimals}`;
}

/** Helper text under the dynamic-price inputs: 'Precio: $<cost × (1 + utility/100)>' (empty cost shows $0,00). */
export function dynamicPriceHelperText(cost: string, utility: string): string {
  return `Precio: ${formatPrice(dynamicPriceFromInput(cost, utility) ?? 0)}`;
}
