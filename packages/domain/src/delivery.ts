/**
 * Delivery options ('Checkout' → 'Entrega', issue 23; research commerce.md §5): Retiro points (free),
 * Envío zones the customer picks by name (a fee, an optional minimum order, an optional free-over amount)
 * and 'A coordinar por WhatsApp' (no fee shown). No maps: a zone is a name. The fee is computed by the
 * server from the subtotal after discounts; the free-over amount is inclusive.
 */
import { formatCentsInText, moneyToCents, roundingStepCents } from './cents';

export const DELIVERY_KINDS = ['retiro', 'envio', 'coordinar'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const DELIVERY_NAME_MAX = 40;
export const DELIVERY_DETAIL_MAX = 120;
/** Most delivery options of one store. */
export const DELIVERY_OPTIONS_MAX = 20;
/** The name of the 'coordinar' option when the merchant gives none. */
export const COORDINATE_DELIVERY_NAME = 'A coordinar por WhatsApp';

/** A delivery option as the rules read it (amounts in cents). */
export interface DeliveryOption {
  id: string;
  kind: DeliveryKind;
  /** 'Local Palermo', 'CABA', 'GBA Norte', 'A coordinar por WhatsApp'. */
  name: string;
  /** Address and hours of a Retiro point; a note for a zone. */
  detail: string | null;
  /** Envío: the fee (0: free); Retiro: 0; coordinar: null (not shown). */
  feeCents: number | null;
  /** Envío: least subtotal after discounts; null: none. */
  minSubtotalCents: number | null;
  /** Envío: from this subtotal after discounts (inclusive) the fee is 0; null: never. */
  freeOverCents: number | null;
  active: boolean;
}

/** Spanish messages of delivery. */
export const DELIVERY_MESSAGES = {
  choose: 'Elige cómo recibir tu pedido.',
  unavailable: 'Esta forma de entrega ya no está disponible. Elige otra.',
  addressRequired: 'Ingresa la dirección de entrega.',
  kind: 'Elige retiro, envío o a coordinar.',
  name: `Ingresa un nombre de hasta ${DELIVERY_NAME_MAX} caracteres.`,
  detail: `Puede tener hasta ${DELIVERY_DETAIL_MAX} caracteres.`,
  retiroDetail: 'Ingresa la dirección y el horario del punto de retiro.',
  fee: 'Ingresa el costo del envío (0 si es gratis, hasta 2 decimales).',
  amount: 'Ingresa un monto (hasta 2 decimales) o déjalo vacío.',
  atLeastOne: 'Activa al menos una forma de entrega para recibir pedidos.',
  wholeAmount: 'Ingresa un monto sin decimales.',
  tooMany: `Puedes tener hasta ${DELIVERY_OPTIONS_MAX} formas de entrega.`,
  sameName: 'Ya tienes una forma de entrega con este nombre.',
} as const;

/** '¡Te faltan $2.500 para el envío gratis!' with the store's money. */
export function freeShippingHint(missingCents: number, country: string | null | undefined): string {
  return `¡Te faltan ${formatCentsInText(missingCents, country)} para el envío gratis!`;
}

/** 'El envío a CABA es para pedidos desde $10.000: te faltan $2.000.' */
export function deliveryMinimumMessage(
  option: Pick<DeliveryOption, 'name' | 'minSubtotalCents'>,
  missingCents: number,
  country: string | null | undefined,
): string {
  const minimum = formatCentsInText(option.minSubtotalCents ?? 0, country);
  return `El envío a ${option.name} es para pedidos desde ${minimum}: te faltan ${formatCentsInText(missingCents, country)}.`;
}

/** What an option costs for a subtotal. */
export type DeliveryQuote =
  | {
      ok: true;
      /** The fee added to the total; null for 'coordinar' (the total says '+ envío a coordinar'). */
      feeCents: number | null;
      /** The option's fee was waived (free-over reached, or an envío gratis coupon). */
      waived: boolean;
      /** Cents still missing for free delivery; null when it does not apply or is reached. */
      missingForFreeCents: number | null;
    }
  | { ok: false; missingCents: number; error: string };

/**
 * The fee of `option` for `subtotalCents` (the lines after discounts): an Envío zone under its minimum is
 * refused with the amount missing; at or over its free-over amount, or with `freeShipping`, it costs 0.
 */
export function quoteDelivery(
  option: DeliveryOption,
  subtotalCents: number,
  country: string | null | undefined,
  freeShipping = false,
): DeliveryQuote {
  if (option.kind === 'retiro')
    return { ok: true, feeCents: 0, waived: false, missingForFreeCents: null };
  if (option.kind === 'coordinar') {
    return { ok: true, feeCents: null, waived: false, missingForFreeCents: null };
  }
  if (option.minSubtotalCents !== null && subtotalCents < option.minSubtotalCents) {
    const missingCents = option.minSubtotalCents - subtotalCents;
    return {
      ok: false,
      missingCents,
      error: deliveryMinimumMessage(option, missingCents, country),
    };
  }
  const fee = option.feeCents ?? 0;
  if (fee === 0) return { ok: true, feeCents: 0, waived: false, missingForFreeCents: null };
  if (freeShipping) return { ok: true, feeCents: 0, waived: true, missingForFreeCents: null };
  if (option.freeOverCents !== null && subtotalCents >= option.freeOverCents) {
    return { ok: true, feeCents: 0, waived: true, missingForFreeCents: null };
  }
  return {
    ok: true,
    feeCents: fee,
    waived: false,
    missingForFreeCents:
      option.freeOverCents === null ? null : option.freeOverCents - subtotalCents,
  };
}

/** A delivery option as the panel's form sends it (amounts as decimal strings). */
export interface DeliveryOptionInput {
  kind?: unknown;
  name?: unknown;
  detail?: unknown;
  fee?: unknown;
  minSubtotal?: unknown;
  freeOver?: unknown;
  active?: unknown;
}

/** The result of {@link validateDeliveryOption}. */
export type DeliveryOptionCheck =
  | { ok: true; option: Omit<DeliveryOption, 'id'> }
  | { ok: false; errors: Partial<Record<keyof DeliveryOptionInput, string>> };

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

function optionalCents(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const cents = moneyToCents(value);
  return cents === null ? undefined : cents;
}

/** Validates one delivery option of the 'Entrega' form: Spanish messages by field, or the option to store. */
export function validateDeliveryOption(input: DeliveryOptionInput): DeliveryOptionCheck {
  const errors: Partial<Record<keyof DeliveryOptionInput, string>> = {};
  const kind = (DELIVERY_KINDS as readonly unknown[]).includes(input.kind)
    ? (input.kind as DeliveryKind)
    : null;
  if (kind === null) return { ok: false, errors: { kind: DELIVERY_MESSAGES.kind } };
  const name = textOf(input.name) || (kind === 'coordinar' ? COORDINATE_DELIVERY_NAME : '');
  if (name === '' || Array.from(name).length > DELIVERY_NAME_MAX)
    errors.name = DELIVERY_MESSAGES.name;
  const detail = textOf(input.detail);
  if (Array.from(detail).length > DELIVERY_DETAIL_MAX) errors.detail = DELIVERY_MESSAGES.detail;
  else if (kind === 'retiro' && detail === '') errors.detail = DELIVERY_MESSAGES.retiroDetail;

  let feeCents: number | null = kind === 'retiro' ? 0 : null;
  let minSubtotalCents: number | null = null;
  let freeOverCents: number | null = null;
  if (kind === 'envio') {
    const fee = optionalCents(input.fee);
    if (fee === undefined || fee === null) errors.fee = DELIVERY_MESSAGES.fee;
    else feeCents = fee;
    const minimum = optionalCents(input.minSubtotal);
    if (minimum === undefined) errors.minSubtotal = DELIVERY_MESSAGES.amount;
    else minSubtotalCents = minimum === 0 ? null : minimum;
    const freeOver = optionalCents(input.freeOver);
    if (freeOver === undefined) errors.freeOver = DELIVERY_MESSAGES.amount;
    else freeOverCents = freeOver === 0 ? null : freeOver;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    option: {
      kind,
      name,
      detail: detail || null,
      feeCents,
      minSubtotalCents,
      freeOverCents,
      active: input.active !== false,
    },
  };
}

/** The result of {@link validateDeliveryOptions}: the options to store, or the first refusal by option. */
export type DeliveryOptionsCheck =
  | { ok: true; options: Omit<DeliveryOption, 'id'>[] }
  | {
      ok: false;
      /** The option at fault (null: the list as a whole). */
      index: number | null;
      field: keyof DeliveryOptionInput | null;
      error: string;
      /** Every option's field errors, by position (for the form). */
      errors: Partial<Record<keyof DeliveryOptionInput, string>>[];
    };

/**
 * Validates the whole 'Entrega' form of a store of `country`: each option by {@link validateDeliveryOption},
 * amounts in whole units where the currency has no decimals (CLP, COP, PYG), names unique, at most
 * {@link DELIVERY_OPTIONS_MAX}, and at least one active option when the store takes orders.
 */
export function validateDeliveryOptions(
  inputs: readonly DeliveryOptionInput[],
  country: string | null | undefined,
  takingOrders: boolean,
): DeliveryOptionsCheck {
  const errors: Partial<Record<keyof DeliveryOptionInput, string>>[] = inputs.map(() => ({}));
  const refuse = (
    index: number | null,
    field: keyof DeliveryOptionInput | null,
    error: string,
  ): DeliveryOptionsCheck => ({ ok: false, index, field, error, errors });
  if (inputs.length > DELIVERY_OPTIONS_MAX) return refuse(null, null, DELIVERY_MESSAGES.tooMany);
  const step = roundingStepCents(country);
  const options: Omit<DeliveryOption, 'id'>[] = [];
  const names = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    const check = validateDeliveryOption(input);
    const own = errors[index] ?? {};
    if (!check.ok) Object.assign(own, check.errors);
    else {
      const { option } = check;
      const amounts = [
        ['fee', option.feeCents],
        ['minSubtotal', option.minSubtotalCents],
        ['freeOver', option.freeOverCents],
      ] as const;
      for (const [field, cents] of amounts) {
        if (cents !== null && cents % step !== 0) own[field] = DELIVERY_MESSAGES.wholeAmount;
      }
      const key = option.name.toLocaleLowerCase('es');
      if (names.has(key)) own.name = DELIVERY_MESSAGES.sameName;
      names.add(key);
      options.push(option);
    }
  }
  for (const [index, own] of errors.entries()) {
    const field = (Object.keys(own) as (keyof DeliveryOptionInput)[])[0];
    if (field !== undefined) return refuse(index, field, own[field] ?? '');
  }
  if (takingOrders && !options.some((option) => option.active)) {
    return refuse(null, null, DELIVERY_MESSAGES.atLeastOne);
  }
  return { ok: true, options };
}
