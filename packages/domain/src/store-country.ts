// A store's country decides its currency, how its money is written, its time zones (the dashboard's days)
// and how its customers' phones are read (issue 21). One table: the countries the store profile offers
// (Latin America, Spain and the United States), each with its money format and time zones, the first
// zone being the country's default (order-hold.ts STORE_TIME_ZONES). Countries outside the table keep
// working: the currency of currency.ts, the '$12.500,00' format and the default time zone.
import { parsePhone } from './phone';
import { countryName } from './countries';
import { currencyOf } from './currency';
import { storeTimeZone } from './order-hold';

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

/** A time zone a store of a country may choose, with its Spanish label. */
export interface StoreTimeZone {
  /** IANA name, e.g. 'America/Mexico_City'. */
  id: string;
  /** Spanish label of the select, e.g. 'Centro (Ciudad de México)'. */
  label: string;
}

interface CountryRules {
  money: MoneyFormat;
  /** More than one only where the country spans several; the first is {@link storeTimeZone}'s. */
  zones?: readonly StoreTimeZone[];
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

const RULES: Readonly<Record<string, CountryRules>> = {
  AR: { money: dot('ARS', '$') },
  BO: { money: dot('BOB', 'Bs ') },
  BR: {
    money: dot('BRL', 'R$ '),
    zones: [
      { id: 'America/Sao_Paulo', label: 'Brasilia (São Paulo)' },
      { id: 'America/Manaus', label: 'Amazonas (Manaos)' },
      { id: 'America/Rio_Branco', label: 'Acre (Río Branco)' },
      { id: 'America/Noronha', label: 'Fernando de Noronha' },
    ],
  },
  CL: {
    money: dot('CLP', '$', 0),
    zones: [
      { id: 'America/Santiago', label: 'Chile continental (Santiago)' },
      { id: 'America/Punta_Arenas', label: 'Magallanes (Punta Arenas)' },
      { id: 'Pacific/Easter', label: 'Isla de Pascua' },
    ],
  },
  CO: { money: dot('COP', '$', 0) },
  CR: { money: dot('CRC', '₡') },
  CU: { money: dot('CUP', '$') },
  DO: { money: comma('DOP', 'RD$') },
  EC: {
    money: dot('USD', '$'),
    zones: [
      { id: 'America/Guayaquil', label: 'Ecuador continental (Guayaquil)' },
      { id: 'Pacific/Galapagos', label: 'Galápagos' },
    ],
  },
  ES: {
    money: { currency: 'EUR', symbol: '€', group: '.', decimals: 2, after: true },
    zones: [
      { id: 'Europe/Madrid', label: 'Península y Baleares (Madrid)' },
      { id: 'Atlantic/Canary', label: 'Canarias' },
    ],
  },
  GT: { money: comma('GTQ', 'Q') },
  HN: { money: comma('HNL', 'L ') },
  MX: {
    money: comma('MXN', '$'),
    zones: [
      { id: 'America/Mexico_City', label: 'Centro (Ciudad de México)' },
      { id: 'America/Cancun', label: 'Sureste (Cancún)' },
      { id: 'America/Mazatlan', label: 'Pacífico (Mazatlán)' },
      { id: 'America/Hermosillo', label: 'Sonora (Hermosillo)' },
      { id: 'America/Tijuana', label: 'Noroeste (Tijuana)' },
    ],
  },
  NI: { money: comma('NIO', 'C$') },
  PA: { money: comma('USD', '$') },
  PE: { money: comma('PEN', 'S/ ') },
  PR: { money: comma('USD', '$') },
  PY: { money: dot('PYG', '₲ ', 0) },
  SV: { money: comma('USD', '$') },
  US: {
    money: comma('USD', '$'),
    zones: [
      { id: 'America/New_York', label: 'Este (Nueva York)' },
      { id: 'America/Chicago', label: 'Centro (Chicago)' },
      { id: 'America/Denver', label: 'Montaña (Denver)' },
      { id: 'America/Phoenix', label: 'Arizona (Phoenix)' },
      { id: 'America/Los_Angeles', label: 'Pacífico (Los Ángeles)' },
      { id: 'America/Anchorage', label: 'Alaska (Anchorage)' },
      { id: 'Pacific/Honolulu', label: 'Hawái (Honolulu)' },
    ],
  },
  UY: { money: dot('UYU', '$') },
  VE: { money: dot('VES', 'Bs. ') },
};

/** A country of the store profile's select. */
export interface StoreCountry {
  /** ISO 3166-1 alpha-2 code. */
  iso2: string;
  /** Spanish name, e.g. 'México'. */
  name: string;
}

let countries: readonly StoreCountry[] | undefined;

/** The countries a store may choose in 'Mi tienda', sorted by Spanish name. */
export function storeCountries(): readonly StoreCountry[] {
  countries ??= Object.keys(RULES)
    .map((iso2) => ({ iso2, name: countryName(iso2) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return countries;
}

const rulesOf = (country: string | null | undefined) => RULES[(country ?? '').trim().toUpperCase()];

/**
 * The time zones a store of `country` may be in, the default first: one for most countries (the
 * profile shows no choice), several for México, Brasil, Chile, Ecuador, España and the United States.
 */
export function storeTimeZones(country: string | null | undefined): readonly StoreTimeZone[] {
  const zones = rulesOf(country)?.zones;
  if (zones) return zones;
  const id = storeTimeZone(country);
  return [{ id, label: countryName((country ?? '').trim().toUpperCase() || 'AR') }];
}

/**
 * The time zone a store of `country` keeps: `wanted` when it is one of the country's, else the country's
 * default (a store that moves to another country takes that country's default).
 */
export function storeTimeZoneFor(
  country: string | null | undefined,
  wanted?: string | null,
): string {
  const zones = storeTimeZones(country);
  return zones.find((zone) => zone.id === wanted)?.id ?? zones[0]?.id ?? storeTimeZone(country);
}

/** How a store of `country` writes money; '$12.500,00' with the country's currency elsewhere. */
export function moneyFormatOf(country: string | null | undefined): MoneyFormat {
  const rules = rulesOf(country);
  if (rules) return rules.money;
  return dot(currencyOf(country ?? '') ?? 'USD', '$');
}

/**
 * An amount written the way a store of `country` writes it: '$12.500,00' (AR), '$12,500.00' (MX),
 * '$12.500' (CL), 'R$ 12.500,00' (BR), '12.500,00 €' (ES). By hand, like formatPrice, so browser and
 * server agree to the character.
 */
export function formatMoney(amount: number, country: string | null | undefined): string {
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
    format.decimals === 0
      ? units
      : `${units}${decimal}${(abs % scale).toString().padStart(2, '0')}`;
  return format.after ? `${sign}${number} ${format.symbol}` : `${sign}${format.symbol}${number}`;
}

/**
 * The country of a saved WhatsApp number (calling code with '+' and national digits), e.g. '+52' +
 * '5512345678' → 'MX'; null when it does not read as a valid number. A store whose merchant has not
 * chosen a country follows it.
 */
export function countryOfPhone(phoneArea: string, phone: string): string | null {
  if (phone.trim() === '' || phoneArea.trim() === '') return null;
  const parsed = parsePhone(`${phoneArea}${phone.replace(/^0+/, '')}`);
  return parsed.isValid ? parsed.countryIso2 : null;
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
