// A store's country decides its currency and how its money is written (money.ts), its time zones (the
// dashboard's days) and how its customers' phones are read (phone.ts countryOfPhone) (issue 21). The
// countries the store profile offers are money.ts's (Latin America, Spain and the United States); those
// spanning several time zones list them here, the first being the country's default (order-hold.ts
// STORE_TIME_ZONES). Countries outside the table keep working: the default time zone.
import { countryName } from './countries';
import { STORE_COUNTRY_CODES } from './money';
import { storeTimeZone } from './order-hold';

/** A time zone a store of a country may choose, with its Spanish label. */
export interface StoreTimeZone {
  /** IANA name, e.g. 'America/Mexico_City'. */
  id: string;
  /** Spanish label of the select, e.g. 'Centro (Ciudad de México)'. */
  label: string;
}

/** The countries that span several time zones, the default first (order-hold.ts STORE_TIME_ZONES). */
const ZONES: Readonly<Record<string, readonly StoreTimeZone[]>> = {
  BR: [
    { id: 'America/Sao_Paulo', label: 'Brasilia (São Paulo)' },
    { id: 'America/Manaus', label: 'Amazonas (Manaos)' },
    { id: 'America/Rio_Branco', label: 'Acre (Río Branco)' },
    { id: 'America/Noronha', label: 'Fernando de Noronha' },
  ],
  CL: [
    { id: 'America/Santiago', label: 'Chile continental (Santiago)' },
    { id: 'America/Punta_Arenas', label: 'Magallanes (Punta Arenas)' },
    { id: 'Pacific/Easter', label: 'Isla de Pascua' },
  ],
  EC: [
    { id: 'America/Guayaquil', label: 'Ecuador continental (Guayaquil)' },
    { id: 'Pacific/Galapagos', label: 'Galápagos' },
  ],
  ES: [
    { id: 'Europe/Madrid', label: 'Península y Baleares (Madrid)' },
    { id: 'Atlantic/Canary', label: 'Canarias' },
  ],
  MX: [
    { id: 'America/Mexico_City', label: 'Centro (Ciudad de México)' },
    { id: 'America/Cancun', label: 'Sureste (Cancún)' },
    { id: 'America/Mazatlan', label: 'Pacífico (Mazatlán)' },
    { id: 'America/Hermosillo', label: 'Sonora (Hermosillo)' },
    { id: 'America/Tijuana', label: 'Noroeste (Tijuana)' },
  ],
  US: [
    { id: 'America/New_York', label: 'Este (Nueva York)' },
    { id: 'America/Chicago', label: 'Centro (Chicago)' },
    { id: 'America/Denver', label: 'Montaña (Denver)' },
    { id: 'America/Phoenix', label: 'Arizona (Phoenix)' },
    { id: 'America/Los_Angeles', label: 'Pacífico (Los Ángeles)' },
    { id: 'America/Anchorage', label: 'Alaska (Anchorage)' },
    { id: 'Pacific/Honolulu', label: 'Hawái (Honolulu)' },
  ],
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
  countries ??= STORE_COUNTRY_CODES.map((iso2) => ({ iso2, name: countryName(iso2) })).sort(
    (a, b) => a.name.localeCompare(b.name, 'es'),
  );
  return countries;
}

const zonesOf = (country: string | null | undefined) => ZONES[(country ?? '').trim().toUpperCase()];

/**
 * The time zones a store of `country` may be in, the default first: one for most countries (the
 * profile shows no choice), several for México, Brasil, Chile, Ecuador, España and the United States.
 */
export function storeTimeZones(country: string | null | undefined): readonly StoreTimeZone[] {
  const zones = zonesOf(country);
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
