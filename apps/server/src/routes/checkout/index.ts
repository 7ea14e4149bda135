// GET /stores/checkout and POST /stores/checkout/update: the store's WhatsApp checkout. Until something is
// saved the answer holds the defaults: type whatsapp, no phone, the calling code of the store's country
// and the default Spanish message of @panel/domain, and the default hold of unconfirmed orders (2 hours).
import {
  DELIVERY_MESSAGES,
  callingCodeOf,
  countryOfPhone,
  DEFAULT_CALLING_CODE,
  DEFAULT_CHECKOUT_MESSAGE,
  DEFAULT_HOLD_MINUTES,
  storeTimeZoneFor,
  takesOrders,
  type HoldMinutes,
} from '@panel/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeCheckouts, stores, type CheckoutMessage } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { requireStore } from '../../tenancy/index.js';
import { checkPhone } from '../accounts/phone.js';
import { lockStore } from '../products/store.js';
import { saleSettingsHandlers } from './sale.js';

interface CheckoutBody {
  type: 'whatsapp' | 'card';
  phone: string;
  phoneArea: string;
  customMessage: CheckoutMessage;
  /** Absent: the saved hold time stays (the contract checks the value). */
  holdMinutes?: HoldMinutes;
}

/** Handlers of the `/stores/checkout` operations, by operationId. */
export function checkoutHandlers(app: FastifyInstance) {
  return {
    ...saleSettingsHandlers(app),

    async storesCheckoutGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const [saved] = await app.db
        .select()
        .from(storeCheckouts)
        .where(eq(storeCheckouts.storeId, store.id))
        .limit(1);
      const countryCode = callingCodeOf(store.country) ?? DEFAULT_CALLING_CODE;
      return {
        ok: true as const,
        data: {
          type: saved?.type ?? 'whatsapp',
          phone: saved?.phone ?? '',
          phoneArea: saved?.phoneArea || countryCode,
          customMessage: saved?.customMessage ?? { ...DEFAULT_CHECKOUT_MESSAGE },
          holdMinutes: saved?.holdMinutes ?? DEFAULT_HOLD_MINUTES,
        },
      };
    },

    async storesCheckoutUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const body = request.body as CheckoutBody;
      // Card payments are announced as coming soon (spec §2.16): not a choice yet.
      if (body.type === 'card') {
        throw new HttpError(
          400,
          `${INVALID_REQUEST}: body/type card checkout is not available yet`,
        );
      }
      checkPhone(body.phone, body.phoneArea);
      const { start, body: text, product, end } = body.customMessage;
      const values = {
        type: body.type,
        phone: body.phone,
        phoneArea: body.phoneArea,
        customMessage: { start, body: text, product, end },
        ...(body.holdMinutes === undefined ? {} : { holdMinutes: body.holdMinutes }),
      };
      // The store pages show whether the store takes orders: the version moves with the checkout.
      await app.db.transaction(async (tx) => {
        // A store that takes orders keeps one active delivery option ('Entrega', issue 23): saved with the
        // store locked, as 'Entrega' saves, so neither save slips past the other.
        await lockStore(tx, store.id);
        if (takesOrders(values)) {
          const [saved] = await tx
            .select({ deliveryOptions: storeCheckouts.deliveryOptions })
            .from(storeCheckouts)
            .where(eq(storeCheckouts.storeId, store.id))
            .limit(1);
          const options = saved?.deliveryOptions;
          if (options && !options.some((option) => option.active)) {
            throw new HttpError(400, DELIVERY_MESSAGES.atLeastOne);
          }
        }
        await tx
          .insert(storeCheckouts)
          .values({ storeId: store.id, ...values })
          .onConflictDoUpdate({ target: storeCheckouts.storeId, set: values });
        await bumpStoreVersion(tx, store.id);
        // Until the merchant chooses the store's country in 'Mi tienda', it follows the WhatsApp number
        // (issue 21): customers' phones are then read as that country's, money in its currency.
        const country = store.countryChosen ? null : countryOfPhone(body.phoneArea, body.phone);
        if (country && country !== store.country) {
          await tx
            .update(stores)
            .set({ country, timeZone: storeTimeZoneFor(country, store.timeZone) })
            .where(and(eq(stores.id, store.id), eq(stores.countryChosen, false)));
        }
      });
      return { ok: true as const };
    },
  };
}
