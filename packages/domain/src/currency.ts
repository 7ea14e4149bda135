// The currency a store's prices are in, from its country (ISO 3166-1 alpha-2 → ISO 4217). The panel has
// no currency setting yet (spec §3's store configuration is not editable), so a store prices in its
// country's currency. Covers the product's audience (Latin America) and the countries next to it.

const CURRENCY_OF: Readonly<Record<string, string>> = {
  AR: 'ARS',
  BO: 'BOB',
  BR: 'BRL',
  BZ: 'BZD',
  CA: 'CAD',
  CL: 'CLP',
  CO: 'COP',
  CR: 'CRC',
  CU: 'CUP',
  DO: 'DOP',
  EC: 'USD',
  ES: 'EUR',
  GQ: 'XAF',
  GT: 'GTQ',
  GY: 'GYD',
  HN: 'HNL',
  HT: 'HTG',
  JM: 'JMD',
  MX: 'MXN',
  NI: 'NIO',
  // The balboa circulates at par as US dollar notes: Panamanian shops price in USD.
  PA: 'USD',
  PE: 'PEN',
  PR: 'USD',
  PT: 'EUR',
  PY: 'PYG',
  SR: 'SRD',
  SV: 'USD',
  TT: 'TTD',
  US: 'USD',
  UY: 'UYU',
  VE: 'VES',
};

/** ISO 4217 code of a country's currency (alpha-2, any case), e.g. 'AR' → 'ARS'; null when not known. */
export function currencyOf(country: string): string | null {
  return CURRENCY_OF[country.trim().toUpperCase()] ?? null;
}
