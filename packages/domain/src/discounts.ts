/**
 * Discount codes ('Cupones', issue 23; research commerce.md §3): a code of letters and digits, unique per
 * store whatever its case, of kind porcentaje, monto fijo or envío gratis, with an optional minimum
 * purchase, total uses and dates, and an active switch. The server alone decides whether a code applies
 * and how much it takes off: the browser only sends the code.
 */
import { formatCentsInText, moneyToCents, percentOfCents, roundingStepCents } from './cents';

export const COUPON_KINDS = ['porcentaje', 'monto_fijo', 'envio_gratis'] as const;
/** porcentaje: `value` percent off; monto_fijo: `value` cents off; envio_gratis: the delivery fee is waived. */
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Spanish name of each kind. */
export const COUPON_KIND_NAMES: Readonly<Record<CouponKind, string>> = {
  porcentaje: 'Porcentaje',
  monto_fijo: 'Monto fijo',
  envio_gratis: 'Envío gratis',
};

export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 20;
/** Largest total uses a coupon may be given. */
export const COUPON_USES_MAX = 1_000_000;
/** Largest amount (cents) of a fixed coupon or a minimum purchase: what numeric(12, 2) holds. */
export const COUPON_AMOUNT_MAX_CENTS = 999_999_999_999;

/** A coupon as the rules read it (amounts in cents, dates as 'YYYY-MM-DD' days of the store, inclusive). */
export interface Coupon {
  /** Uppercase letters and digits. */
  code: string;
  kind: CouponKind;
  /** Percent (1–100) for porcentaje, cents for monto_fijo, null for envio_gratis. */
  value: number | null;
  /** Least subtotal (cents) of the order's lines; null: none. */
  minSubtotalCents: number | null;
  /** Total uses allowed; null: unlimited. */
  maxUses: number | null;
  /** Uses taken so far. */
  uses: number;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  /** Adds to a 'Descuento por medio de pago'; when false the larger of the two applies. */
  combinesWithPaymentDiscount: boolean;
}

/** Spanish reasons a code does not apply (the words) and the coupon form's messages. */
export const COUPON_MESSAGES = {
  notFound: 'Este cupón no existe',
  inactive: 'Este cupón no está activo',
  notStarted: 'Este cupón todavía no está vigente',
  expired: 'Este cupón venció',
  usedUp: 'Este cupón ya no tiene usos disponibles',
  freeShippingNeedsDelivery: 'Este cupón es de envío gratis: elige envío a domicilio para usarlo',
  code: `El código debe tener entre ${COUPON_CODE_MIN} y ${COUPON_CODE_MAX} letras o números, sin espacios ni tildes.`,
  codeTaken: 'Ya tienes un cupón con este código.',
  kind: 'Elige el tipo de cupón.',
  percent: 'El porcentaje debe ser un número entero entre 1 y 100.',
  amount: 'Ingresa un monto mayor que cero (hasta 2 decimales).',
  wholeAmount: 'Ingresa un monto sin decimales.',
  minSubtotal: 'Ingresa la compra mínima como un monto (hasta 2 decimales) o déjala vacía.',
  maxUses: `Los usos deben ser un número entero entre 1 y 1.000.000, o vacío.`,
  date: 'Ingresa una fecha válida (AAAA-MM-DD) o déjala vacía.',
  dateOrder: 'La fecha de fin no puede ser anterior a la de inicio.',
} as const;

/** 'Compra mínima: $20.000' with the store's money. */
export function minimumPurchaseMessage(
  minSubtotalCents: number,
  country: string | null | undefined,
): string {
  return `Compra mínima: ${formatCentsInText(minSubtotalCents, country)}`;
}

/** A code as typed, as it is stored and compared: trimmed and uppercased ('primera10 ' → 'PRIMERA10'). */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/** True for a stored-form code: 3–20 of A-Z and 0-9. */
export function isValidCouponCode(code: string): boolean {
  return new RegExp(`^[A-Z0-9]{${COUPON_CODE_MIN},${COUPON_CODE_MAX}}$`).test(code);
}

/** The store's day for an instant, 'YYYY-MM-DD', in its IANA time zone (a coupon's dates are the store's days). */
export function storeDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** What the order looks like to a coupon. */
export interface CouponContext {
  /** Sum of the order's lines, in cents, before any discount. */
  subtotalCents: number;
  /** The store's day ('YYYY-MM-DD'; see {@link storeDate}). */
  today: string;
  country: string | null | undefined;
}

/** Whether a coupon applies: null when it does, else the Spanish reason. `coupon` null: no such code in the store. */
export function couponProblem(coupon: Coupon | null, context: CouponContext): string | null {
  if (coupon === null) return COUPON_MESSAGES.notFound;
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (coupon.startsOn !== null && context.today < coupon.startsOn)
    return COUPON_MESSAGES.notStarted;
  if (coupon.endsOn !== null && context.today > coupon.endsOn) return COUPON_MESSAGES.expired;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return COUPON_MESSAGES.usedUp;
  if (coupon.minSubtotalCents !== null && context.subtotalCents < coupon.minSubtotalCents) {
    return minimumPurchaseMessage(coupon.minSubtotalCents, context.country);
  }
  return null;
}

/**
 * What a coupon takes off `baseCents` (the lines' subtotal): a percentage rounded half up to the
 * currency's step, or a fixed amount never above the base. Envío gratis takes nothing here: it waives the
 * delivery fee.
 */
export function couponDiscountCents(
  coupon: Pick<Coupon, 'kind' | 'value'>,
  baseCents: number,
  country: string | null | undefined,
): number {
  if (coupon.kind === 'porcentaje') {
    return Math.min(
      baseCents,
      percentOfCents(baseCents, coupon.value ?? 0, roundingStepCents(country)),
    );
  }
  if (coupon.kind === 'monto_fijo') return Math.min(coupon.value ?? 0, baseCents);
  return 0;
}

/** The coupon as a breakdown line reads it: 'Cupón PRIMERA10 (-10%)', 'Cupón BIENVENIDA', 'Cupón ENVIO (envío gratis)'. */
export function couponLabel(coupon: Pick<Coupon, 'code' | 'kind' | 'value'>): string {
  if (coupon.kind === 'porcentaje') return `Cupón ${coupon.code} (-${coupon.value ?? 0}%)`;
  if (coupon.kind === 'envio_gratis') return `Cupón ${coupon.code} (envío gratis)`;
  return `Cupón ${coupon.code}`;
}

/** A coupon as the panel's form sends it (amounts as decimal strings, dates 'YYYY-MM-DD' or empty). */
export interface CouponInput {
  code?: unknown;
  kind?: unknown;
  value?: unknown;
  minSubtotal?: unknown;
  maxUses?: unknown;
  startsOn?: unknown;
  endsOn?: unknown;
  active?: unknown;
  combinesWithPaymentDiscount?: unknown;
}

/** A coupon's fields as stored (without its uses). */
export type CouponFields = Omit<Coupon, 'uses'>;

/** The result of {@link validateCouponInput}. */
export type CouponInputCheck =
  | { ok: true; coupon: CouponFields }
  | { ok: false; errors: Partial<Record<keyof CouponInput, string>> };

const empty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Validates the coupon form of a store of `country`: Spanish messages by field, or the coupon to store. */
export function validateCouponInput(
  input: CouponInput,
  country: string | null | undefined,
): CouponInputCheck {
  const errors: Partial<Record<keyof CouponInput, string>> = {};
  const code = typeof input.code === 'string' ? normalizeCouponCode(input.code) : '';
  if (!isValidCouponCode(code)) errors.code = COUPON_MESSAGES.code;
  const kind = (COUPON_KINDS as readonly unknown[]).includes(input.kind)
    ? (input.kind as CouponKind)
    : null;
  if (kind === null) errors.kind = COUPON_MESSAGES.kind;

  let value: number | null = null;
  const step = roundingStepCents(country);
  if (kind === 'porcentaje') {
    const percent = typeof input.value === 'string' ? Number(input.value.trim()) : input.value;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100) {
      errors.value = COUPON_MESSAGES.percent;
    } else value = percent;
  } else if (kind === 'monto_fijo') {
    const cents =
      typeof input.value === 'string' || typeof input.value === 'number'
        ? moneyToCents(input.value)
        : null;
    if (cents === null || cents <= 0 || cents > COUPON_AMOUNT_MAX_CENTS) {
      errors.value = COUPON_MESSAGES.amount;
    } else if (cents % step !== 0) errors.value = COUPON_MESSAGES.wholeAmount;
    else value = cents;
  }

  let minSubtotalCents: number | null = null;
  if (!empty(input.minSubtotal)) {
    const cents =
      typeof input.minSubtotal === 'string' || typeof input.minSubtotal === 'number'
        ? moneyToCents(input.minSubtotal)
        : null;
    if (cents === null || cents > COUPON_AMOUNT_MAX_CENTS) {
      errors.minSubtotal = COUPON_MESSAGES.minSubtotal;
    } else minSubtotalCents = cents === 0 ? null : cents;
  }

  let maxUses: number | null = null;
  if (!empty(input.maxUses)) {
    const uses = typeof input.maxUses === 'string' ? Number(input.maxUses.trim()) : input.maxUses;
    if (typeof uses !== 'number' || !Number.isInteger(uses) || uses < 1 || uses > COUPON_USES_MAX) {
      errors.maxUses = COUPON_MESSAGES.maxUses;
    } else maxUses = uses;
  }

  const day = (key: 'startsOn' | 'endsOn'): string | null => {
    const raw = input[key];
    if (empty(raw)) return null;
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!isDay(text)) {
      errors[key] = COUPON_MESSAGES.date;
      return null;
    }
    return text;
  };
  const startsOn = day('startsOn');
  const endsOn = day('endsOn');
  if (startsOn !== null && endsOn !== null && endsOn < startsOn)
    errors.endsOn = COUPON_MESSAGES.dateOrder;

  if (kind === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    coupon: {
      code,
      kind,
      value,
      minSubtotalCents,
      maxUses,
      startsOn,
      endsOn,
      active: input.active !== false,
      combinesWithPaymentDiscount: input.combinesWithPaymentDiscount !== false,
    },
  };
}
