// How long an unconfirmed order holds its units (issue 19 "Orders hold stock for a while, not for ever"):
// the merchant's choices, the store's clock for the customer's page, and the texts of a lapsed order.

/** The hold times the merchant can choose in 'Checkout', in minutes (30 minutes … 24 hours). */
export const HOLD_MINUTES_OPTIONS = [30, 60, 120, 360, 1440] as const;

/** A hold time the merchant can choose. */
export type HoldMinutes = (typeof HOLD_MINUTES_OPTIONS)[number];

/** The hold of a store that never chose one: 2 hours. */
export const DEFAULT_HOLD_MINUTES: HoldMinutes = 120;

/** True when `value` is one of {@link HOLD_MINUTES_OPTIONS}. */
export function isHoldMinutes(value: unknown): value is HoldMinutes {
  return (HOLD_MINUTES_OPTIONS as readonly unknown[]).includes(value);
}

/** '30 minutos', '1 hora', '2 horas'…: an option's label. */
export function holdMinutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/**
 * The time zone a store's customers read times in. A store has a country, not a zone: the zone of the
 * country's capital (or most populous region) for the countries a store is usually in, Buenos Aires for
 * the rest (the product's first market).
 */
export const STORE_TIME_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  BO: 'America/La_Paz',
  BR: 'America/Sao_Paulo',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  CU: 'America/Havana',
  DO: 'America/Santo_Domingo',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  MX: 'America/Mexico_City',
  NI: 'America/Managua',
  PA: 'America/Panama',
  PE: 'America/Lima',
  PR: 'America/Puerto_Rico',
  PY: 'America/Asuncion',
  SV: 'America/El_Salvador',
  US: 'America/New_York',
  UY: 'America/Montevideo',
  VE: 'America/Caracas',
};

/** The fallback of {@link storeTimeZone}. */
export const DEFAULT_STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The time zone of a store of `country` (ISO alpha-2, any case). */
export function storeTimeZone(country: string | null | undefined): string {
  return STORE_TIME_ZONES[(country ?? '').toUpperCase()] ?? DEFAULT_STORE_TIME_ZONE;
}

/** '18:40': the time of `at` on a 24-hour clock in `timeZone`. */
export function clockTime(at: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The customer's order page: 'Reservamos tus productos hasta las 18:40'. */
export function holdUntilText(holdUntil: Date | string, timeZone: string): string {
  return `Reservamos tus productos hasta las ${clockTime(holdUntil, timeZone)}`;
}

/** The merchant's notification of a lapsed order. */
export function expiredOrderNotification(number: number): string {
  return `El pedido #${number} venció sin confirmarse y su stock volvió a estar disponible`;
}

/** Days an order page keeps answering once its order is delivered, cancelled or lapsed. */
export const ORDER_PAGE_DAYS = 90;

/** Spanish texts of holds, caps and replays (issue 19). */
export const ORDER_HOLD_MESSAGES = {
  /** A lapsed order confirmed when its units were sold meanwhile (409). */
  goneWhenConfirming: (name: string, left: number) =>
    left <= 0
      ? `No se puede confirmar: ${name} ya no tiene stock. La reserva de este pedido venció y sus unidades se vendieron.`
      : `No se puede confirmar: solo ${left === 1 ? 'queda 1 unidad' : `quedan ${left} unidades`} de ${name}. La reserva de este pedido venció y sus unidades se vendieron.`,
  /** The fourth unconfirmed order of one client in a store (429). */
  tooManyUnconfirmed:
    'Ya tienes 3 pedidos sin confirmar en esta tienda. Espera a que la tienda los confirme o a que venzan para hacer otro.',
  /** The store received orders from too many different clients in the last hour (429). */
  storeBusy:
    'Esta tienda está recibiendo muchos pedidos en este momento. Inténtalo de nuevo en unos minutos.',
  /** A malformed Idempotency-Key header (400). */
  badIdempotencyKey: 'La clave del pedido no es válida. Recarga la página e inténtalo de nuevo.',
  /** An order page past its time, or never existing (404). */
  orderGone: 'Este pedido ya no está disponible',
} as const;

/** True for the server's refusal to confirm a lapsed order whose units are gone (its message names them). */
export function isLapsedConfirmRefusal(message: string): boolean {
  return message.startsWith('No se puede confirmar:');
}
