// The order form's post (`POST /pedido`, no JavaScript needed): the form's fields → the orders service's
// input, and the service's refusal → the form's Spanish errors.
import { ORDER_MESSAGES, parsePhone } from '@panel/domain';
import { ORDER_FIELDS, type OrderFormErrors, type OrderFormValues } from '@panel/storefront';
import type { OrderRefusal } from '../orders/index.js';

/** The form's fields as posted (urlencoded strings). */
export type FormBody = Record<string, string | undefined>;

const text = (body: FormBody, name: string, max: number) => (body[name] ?? '').slice(0, max);

/** What the customer typed and chose, kept to show the form again (choices: ids and a code only). */
export function orderFormValues(body: FormBody): OrderFormValues {
  return {
    name: text(body, ORDER_FIELDS.name, 200),
    phone: text(body, ORDER_FIELDS.phone, 40),
    delivery: text(body, ORDER_FIELDS.delivery, 100),
    address: text(body, ORDER_FIELDS.address, 400),
    note: text(body, ORDER_FIELDS.note, 1000),
    coupon: text(body, ORDER_FIELDS.coupon, 40).trim(),
    payment: text(body, ORDER_FIELDS.payment, 40),
  };
}

/** The empty form of a cart's first view. */
export const EMPTY_ORDER_FORM: OrderFormValues = {
  name: '',
  phone: '',
  delivery: '',
  address: '',
  note: '',
  coupon: '',
  payment: '',
};

/**
 * The customer's phone for the orders service: `{phone: national digits, phoneArea: '+54'}`, read with
 * the panel's phone rules (a number with '+' carries its country; without, it is the store's country).
 * Empty → no phone; unreadable → an error for the field.
 */
export function customerPhone(
  typed: string,
  storeCountry: string,
): { phone: string; phoneArea: string } | { error: string } {
  if (typed.replace(/\D/g, '') === '') return { phone: '', phoneArea: '' };
  const parsed = typed.trim().startsWith('+') ? parsePhone(typed) : parsePhone(typed, storeCountry);
  if (!parsed.isValid) return { error: ORDER_MESSAGES.phone };
  const area = parsed.countryCode;
  return { phoneArea: area, phone: parsed.phoneNumber.slice(area.length) };
}

const FIELD_OF: Record<string, keyof OrderFormValues> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'delivery.address': 'address',
  note: 'note',
  // The sale's choices (issue 23), as order creation names its refusals.
  coupon: 'coupon',
  couponCode: 'coupon',
  'choices.couponCode': 'coupon',
  delivery: 'delivery',
  deliveryOptionId: 'delivery',
  'choices.deliveryOptionId': 'delivery',
  payment: 'payment',
  paymentType: 'payment',
  'choices.paymentType': 'payment',
};

/** A refusal of the orders service as the form's errors (a field's, or the whole form's). */
export function refusalErrors(refusal: OrderRefusal): OrderFormErrors {
  const field = refusal.field ? FIELD_OF[refusal.field] : undefined;
  return field ? { [field]: refusal.message } : { form: refusal.message };
}
