// A store's sale settings (issue 23) as @panel/domain's rules read them, for the 'Checkout' routes and for
// order creation and the store pages: the delivery options ('Entrega') and the payment methods ('Cobro').
// Every query filters by the store id the caller took from the session or the store host.
import {
  COORDINATE_DELIVERY_NAME,
  paymentMethodTypesFor,
  type DeliveryOption,
  type PaymentMethod,
} from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storeCheckouts } from '../db/schema.js';

/** The id of the option a store has before it saves any: 'A coordinar por WhatsApp'. */
export const DEFAULT_DELIVERY_OPTION_ID = 'coordinar';

/**
 * What a store that never saved 'Entrega' offers: 'A coordinar por WhatsApp', so a store that takes orders
 * always has one option (the pickup/delivery question of before is settled in the chat, as it was).
 */
export function defaultDeliveryOptions(): DeliveryOption[] {
  return [
    {
      id: DEFAULT_DELIVERY_OPTION_ID,
      kind: 'coordinar',
      name: COORDINATE_DELIVERY_NAME,
      detail: null,
      feeCents: null,
      minSubtotalCents: null,
      freeOverCents: null,
      active: true,
    },
  ];
}

/** The store's sale settings as saved (null: never saved). */
export async function savedSaleSettings(
  db: Pick<Db, 'select'>,
  storeId: string,
): Promise<{ deliveryOptions: DeliveryOption[] | null; paymentMethods: PaymentMethod[] | null }> {
  const [row] = await db
    .select({
      deliveryOptions: storeCheckouts.deliveryOptions,
      paymentMethods: storeCheckouts.paymentMethods,
    })
    .from(storeCheckouts)
    .where(eq(storeCheckouts.storeId, storeId))
    .limit(1);
  return {
    deliveryOptions: row?.deliveryOptions ?? null,
    paymentMethods: row?.paymentMethods ?? null,
  };
}

/** Every delivery option of the store, active or not, in the merchant's order (the default until saved). */
export async function storeDeliveryOptions(
  db: Pick<Db, 'select'>,
  storeId: string,
): Promise<DeliveryOption[]> {
  const { deliveryOptions } = await savedSaleSettings(db, storeId);
  return deliveryOptions ?? defaultDeliveryOptions();
}

/** The options a customer may choose: the active ones. */
export async function activeDeliveryOptions(
  db: Pick<Db, 'select'>,
  storeId: string,
): Promise<DeliveryOption[]> {
  return (await storeDeliveryOptions(db, storeId)).filter((option) => option.active);
}

/**
 * The payment methods a customer may choose: the saved ones of the store's country (a method saved under
 * another country, before the merchant changed it, is not offered), in the merchant's order.
 */
export async function storePaymentMethods(
  db: Pick<Db, 'select'>,
  storeId: string,
  country: string | null | undefined,
): Promise<PaymentMethod[]> {
  const { paymentMethods } = await savedSaleSettings(db, storeId);
  const allowed = paymentMethodTypesFor(country);
  return (paymentMethods ?? []).filter((method) => allowed.includes(method.type));
}
