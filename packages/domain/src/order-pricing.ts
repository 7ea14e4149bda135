/**
 * One total, everywhere (issue 23): an order priced into its breakdown — lines subtotal, discounts,
 * delivery fee, total — by one function the server runs when it creates the order (and keeps as a
 * snapshot) and the cart runs to show the same figures. Everything is in integer cents (cents.ts); nothing
 * the browser says about prices, discounts or fees is an input here, only what it chose.
 *
 * Order of the rules (research commerce.md §3):
 * 1. subtotal = Σ unit price × quantity;
 * 2. the coupon on the subtotal (a percentage rounded half up to the currency's step; a fixed amount
 *    never above the subtotal; envío gratis waives the fee);
 * 3. 'Descuento por medio de pago' on what is left — or, when the coupon does not combine, only the larger
 *    of the two;
 * 4. delivery from the subtotal after discounts (minimum and free-over), added last.
 */
import { percentOfCents, roundingStepCents } from './cents';
import {
  COUPON_MESSAGES,
  couponDiscountCents,
  couponLabel,
  couponProblem,
  type Coupon,
} from './discounts';
import {
  DELIVERY_MESSAGES,
  quoteDelivery,
  type DeliveryKind,
  type DeliveryOption,
} from './delivery';
import type { PaymentMethodType } from './payments';

/** A priced line: its unit price in cents (the variant's, or the wholesale one) and its quantity. */
export interface PricingLine {
  unitPriceCents: number;
  quantity: number;
}

/** What the customer chose, with the store's records the server found for it. */
export interface PriceOrderInput {
  /** The store's country: its money's rounding step and how amounts are written in messages. */
  country: string | null | undefined;
  lines: readonly PricingLine[];
  /** The code the customer typed (null or empty: none). */
  couponCode?: string | null;
  /** The store's coupon with that code (matched case-insensitively), or null when there is none. */
  coupon?: Coupon | null;
  /** The store's day, 'YYYY-MM-DD' (discounts.ts storeDate), for the coupon's dates. */
  today: string;
  /** The chosen payment method's kind and its 'Descuento por medio de pago'. */
  payment?: { type: PaymentMethodType; discountPercent: number | null } | null;
  /** The chosen delivery option (null: none chosen). */
  delivery?: DeliveryOption | null;
  /** The store has active delivery options, so one must be chosen. */
  deliveryRequired?: boolean;
}

/** A discount line of the breakdown. */
export interface BreakdownDiscount {
  kind: 'coupon' | 'payment';
  /** 'Cupón PRIMERA10 (-10%)', 'Descuento transferencia (-10%)'. */
  label: string;
  /** What it takes off, in cents (0 for an envío gratis coupon: the delivery line says it). */
  amountCents: number;
  /** The coupon's code. */
  code?: string;
}

/** The delivery line of the breakdown. */
export interface BreakdownDelivery {
  optionId: string;
  kind: DeliveryKind;
  name: string;
  detail: string | null;
  /** null: 'a coordinar' (not in the total). */
  feeCents: number | null;
  /** The zone's fee was waived (free-over or an envío gratis coupon). */
  waived: boolean;
  /** Cents still missing for free delivery, for '¡Te faltan $2.500 para el envío gratis!'. */
  missingForFreeCents: number | null;
}

/** An order's figures, as the cart, the order page, the message and the panel show them. */
export interface OrderBreakdown {
  subtotalCents: number;
  discounts: BreakdownDiscount[];
  discountCents: number;
  delivery: BreakdownDelivery | null;
  deliveryFeeCents: number;
  totalCents: number;
}

/** The result of {@link priceOrder}: the breakdown, or which choice is refused and why (in Spanish). */
export type PriceOrderResult =
  | { ok: true; breakdown: OrderBreakdown }
  | { ok: false; field: 'coupon' | 'delivery'; error: string };

const PAYMENT_DISCOUNT_WORDS: Readonly<Record<PaymentMethodType, string>> = {
  ar_transfer: 'transferencia',
  mx_spei: 'transferencia',
  cl_transfer: 'transferencia',
  pe_wallet: 'Yape/Plin',
  co_wallet: 'transferencia',
  pix: 'Pix',
  cash: 'efectivo',
  payment_link: 'link de pago',
};

/** 'Descuento transferencia (-10%)', 'Descuento efectivo (-5%)'. */
export function paymentDiscountLabel(type: PaymentMethodType, percent: number): string {
  return `Descuento ${PAYMENT_DISCOUNT_WORDS[type]} (-${percent}%)`;
}

function lineCents(line: PricingLine): number {
  if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
    throw new RangeError('Precio de línea inválido.');
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError('Cantidad inválida.');
  return line.unitPriceCents * line.quantity;
}

/** Prices an order into its breakdown (see the module's comment for the order of the rules). */
export function priceOrder(input: PriceOrderInput): PriceOrderResult {
  const { country } = input;
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const step = roundingStepCents(country);

  // 2. The coupon.
  const code = (input.couponCode ?? '').trim();
  let coupon: Coupon | null = null;
  if (code !== '') {
    const problem = couponProblem(input.coupon ?? null, {
      subtotalCents,
      today: input.today,
      country,
    });
    if (problem !== null) return { ok: false, field: 'coupon', error: problem };
    coupon = input.coupon ?? null;
  }
  const delivery = input.delivery ?? null;
  if (delivery !== null && !delivery.active) {
    return { ok: false, field: 'delivery', error: DELIVERY_MESSAGES.unavailable };
  }
  if (delivery === null && input.deliveryRequired) {
    return { ok: false, field: 'delivery', error: DELIVERY_MESSAGES.choose };
  }
  const freeShipping = coupon?.kind === 'envio_gratis';
  if (freeShipping && delivery?.kind !== 'envio') {
    return { ok: false, field: 'coupon', error: COUPON_MESSAGES.freeShippingNeedsDelivery };
  }
  const couponCents = coupon === null ? 0 : couponDiscountCents(coupon, subtotalCents, country);

  // 3. The payment method's discount, on what the coupon left.
  const percent = input.payment?.discountPercent ?? 0;
  const combines = coupon === null || coupon.combinesWithPaymentDiscount;
  const paymentBase = combines ? subtotalCents - couponCents : subtotalCents;
  const paymentCents = percent > 0 ? percentOfCents(paymentBase, percent, step) : 0;
  // Not combinable: only the larger applies (a free-shipping coupon takes nothing off the lines, so both stay).
  const keepCoupon = combines || freeShipping || couponCents >= paymentCents;
  const keepPayment = percent > 0 && (combines || freeShipping || paymentCents > couponCents);

  const discounts: BreakdownDiscount[] = [];
  if (coupon !== null && keepCoupon) {
    discounts.push({
      kind: 'coupon',
      label: couponLabel(coupon),
      amountCents: couponCents,
      code: coupon.code,
    });
  }
  if (keepPayment && input.payment) {
    discounts.push({
      kind: 'payment',
      label: paymentDiscountLabel(input.payment.type, percent),
      amountCents: paymentCents,
    });
  }
  const discountCents = discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  const afterDiscounts = subtotalCents - discountCents;

  // 4. Delivery, from the subtotal after discounts.
  let breakdownDelivery: BreakdownDelivery | null = null;
  if (delivery !== null) {
    const quote = quoteDelivery(delivery, afterDiscounts, country, freeShipping);
    if (!quote.ok) return { ok: false, field: 'delivery', error: quote.error };
    breakdownDelivery = {
      optionId: delivery.id,
      kind: delivery.kind,
      name: delivery.name,
      detail: delivery.detail,
      feeCents: quote.feeCents,
      waived: quote.waived,
      missingForFreeCents: quote.missingForFreeCents,
    };
  }
  const deliveryFeeCents = breakdownDelivery?.feeCents ?? 0;
  return {
    ok: true,
    breakdown: {
      subtotalCents,
      discounts,
      discountCents,
      delivery: breakdownDelivery,
      deliveryFeeCents,
      totalCents: afterDiscounts + deliveryFeeCents,
    },
  };
}
