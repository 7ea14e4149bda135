// How a store writes money, from its country (issue 21): the currency, its symbol, the separators and the
// decimals. Apart from the store's other country rules (store-country.ts) so that writing a price brings
// no phone or country-name tables into a page's script.
import { currencyOf } from './currency';

/** How a country writes an amount of money. */
export interface MoneyFormat {
  /** ISO 4217 code, e.g. 'ARS'. */
  currency: string;
  /** The symbol written before the amount ('$', 'R$ '), or after it when {@link after} is set. */
  symbol: string;
  /** Thousands separator. */
  group: '.' | ',';
  /** Decimals written (0: whole units, e.g. Chilean pesos). */
  decimals: 0 | 2;
  /** The symbol goes after the number, with a space ('12.500,00 €'). */
  after?: true;
}

const dot = (currency: string, symbol: string, decimals: 0 | 2 = 2): MoneyFormat => ({
  currency,
  symbol,
  group: '.',
  decimals,
});
const comma = (currency: string, symbol: string, decimals: 0 | 2 = 2): MoneyFormat => ({
  currency,
  symbol,
  group: ',',
  decimals,
});

/** The countries a store may choose in 'Mi tienda', with how each writes money. */
const MONEY: Readonly<Record<string, MoneyFormat>> = {
  AR: dot('ARS', '$'),
  BO: dot('BOB', 'Bs '),
  BR: dot('BRL', 'R$ '),
  CL: dot('CLP', '$', 0),
  CO: dot('COP', '$', 0),
  CR: dot('CRC', '₡'),
  CU: dot('CUP', '$'),
  DO: comma('DOP', 'RD$'),
  EC: dot('USD', '$'),
  ES: { currency: 'EUR', symbol: '€', group: '.', decimals: 2, after: true },
  GT: comma('GTQ', 'Q'),
  HN: comma('HNL', 'L '),
  MX: comma('MXN', '$'),
  NI: comma('NIO', 'C$'),
  PA: comma('USD', '$'),
  PE: comma('PEN', 'S/ '),
  PR: comma('USD', '$'),
  PY: dot('PYG', '₲ ', 0),
  SV: comma('USD', '$'),
  US: comma('USD', '$'),
  UY: dot('UYU', '$'),
  VE: dot('VES', 'Bs. '),
};

/** ISO codes of the countries a store may choose (store-country.ts names them). */
export const STORE_COUNTRY_CODES: readonly string[] = Object.keys(MONEY);

/** How a store of `country` writes money; '$12.500,00' with the country's currency elsewhere. */
export function moneyFormatOf(country: string | null | undefined): MoneyFormat {
  const format = MONEY[(country ?? '').trim().toUpperCase()];
  if (format) return format;
  return dot(currencyOf(country ?? '') ?? 'USD', '$');
}

/** How {@link formatMoney} writes an amount beyond the country's rules. */
export interface MoneyWriting {
  /**
   * A whole amount without its ',00' ('$20.000' in Argentina), as people write amounts in a sentence
   * ('Compra mínima: $20.000'); an amount with cents keeps them. Prices and totals keep the decimals.
   */
  wholeWithoutDecimals?: boolean;
}

/**
 * An amount written the way a store of `country` writes it: '$12.500,00' (AR), '$12,500.00' (MX),
 * '$12.500' (CL), 'R$ 12.500,00' (BR), '12.500,00 €' (ES). By hand, like formatPrice, so browser and
 * server agree to the character.
 */
export function formatMoney(
  amount: number,
  country: string | null | undefined,
  options: MoneyWriting = {},
): string {
  const format = moneyFormatOf(country);
  const scale = format.decimals === 0 ? 1 : 100;
  const minor = Math.round(amount * scale);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.floor(abs / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
  const decimal = format.group === '.' ? ',' : '.';
  const number =
    format.decimals === 0 || (options.wholeWithoutDecimals && abs % scale === 0)
      ? units
      : `${units}${decimal}${(abs % scale).toString().padStart(2, '0')}`;
  return format.after ? `${sign}${number} ${format.symbol}` : `${sign}${format.symbol}${number}`;
}

let currencyNames: Intl.DisplayNames | undefined;

/** Spanish name of an ISO 4217 code, e.g. 'MXN' → 'peso mexicano'; the code itself when unknown. */
export function currencyName(code: string): string {
  currencyNames ??= new Intl.DisplayNames(['es'], { type: 'currency' });
  try {
    return currencyNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
