// The kinds the sale settings screens take, spelled here: the published types never import the private
// @panel/domain. The checks at the end fail typecheck when the two drift apart.
import type {
  CouponKind as DomainCouponKind,
  DeliveryKind as DomainDeliveryKind,
  PaymentMethodType as DomainPaymentMethodType,
} from '@panel/domain';

/** A delivery option's kind (@panel/domain's DELIVERY_KINDS). */
export type DeliveryKind = 'retiro' | 'envio' | 'coordinar';

/** A coupon's kind (@panel/domain's COUPON_KINDS). */
export type CouponKind = 'porcentaje' | 'monto_fijo' | 'envio_gratis';

/** A payment method (@panel/domain's PAYMENT_METHOD_TYPES). */
export type PaymentMethodType =
  | 'ar_transfer'
  | 'mx_spei'
  | 'cl_transfer'
  | 'pe_wallet'
  | 'co_wallet'
  | 'pix'
  | 'cash'
  | 'payment_link';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<DeliveryKind, DomainDeliveryKind>,
  Same<CouponKind, DomainCouponKind>,
  Same<PaymentMethodType, DomainPaymentMethodType>,
] = [true, true, true];
void agree;
