// GET /stores/checkout/delivery, POST /stores/checkout/delivery/update, GET /stores/checkout/payments and
// POST /stores/checkout/payments/update: 'Checkout' → 'Entrega' and 'Cobro' (issue 23). Always the session's
// store. The forms are checked by @panel/domain's validateDeliveryOptions and validatePaymentMethods, the
// rules the panel runs too; a refusal answers 400 with the first Spanish message. A store that takes
// orders keeps at least one active delivery option.
import {
  centsToMoney,
  takesOrders,
  validateDeliveryOptions,
  validatePaymentMethods,
  type DeliveryOption,
  type DeliveryOptionInput,
  type PaymentMethod,
} from '@panel/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeDeliveryOptions, storePaymentMethods } from '../../checkout/index.js';
import { storeCheckouts } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { requireStore } from '../../tenancy/index.js';
import { lockStore } from '../products/store.js';

/** A delivery option as the contract's `DeliveryOption` writes it (amounts as decimal strings). */
function deliveryData(option: DeliveryOption) {
  const money = (cents: number | null) => (cents === null ? null : centsToMoney(cents));
  return {
    id: option.id,
    kind: option.kind,
    name: option.name,
    detail: option.detail,
    fee: money(option.feeCents),
    minSubtotal: money(option.minSubtotalCents),
    freeOver: money(option.freeOverCents),
    active: option.active,
  };
}

interface DeliveryBody {
  options: (DeliveryOptionInput & { id?: string })[];
}

interface PaymentsBody {
  methods: Record<string, unknown>[];
}

/** Handlers of the 'Entrega' and 'Cobro' operations, by operationId. */
export function saleSettingsHandlers(app: FastifyInstance) {
  return {
    async storesCheckoutDeliveryGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const options = await storeDeliveryOptions(app.db, store.id);
      return { ok: true as const, data: { options: options.map(deliveryData) } };
    },

    async storesCheckoutDeliveryUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const body = request.body as DeliveryBody;
      const saved = await app.db.transaction(async (tx) => {
        // One save at a time per store: the 'takes orders' reading and the write agree.
        await lockStore(tx, store.id);
        const [checkout] = await tx
          .select()
          .from(storeCheckouts)
          .where(eq(storeCheckouts.storeId, store.id))
          .limit(1);
        const taking = checkout !== undefined && takesOrders(checkout);
        const check = validateDeliveryOptions(body.options, store.country, taking);
        if (!check.ok) throw new HttpError(400, check.error);
        // An option keeps its id across saves (orders name it); a new one, or an id the store does not
        // have, gets a fresh one.
        const known = new Set(
          await storeDeliveryOptions(tx, store.id).then((o) => o.map((x) => x.id)),
        );
        const used = new Set<string>();
        const options: DeliveryOption[] = check.options.map((option, index) => {
          const asked = body.options[index]?.id;
          const id =
            asked !== undefined && known.has(asked) && !used.has(asked) ? asked : randomUUID();
          used.add(id);
          return { id, ...option };
        });
        await tx
          .insert(storeCheckouts)
          .values({ storeId: store.id, deliveryOptions: options })
          .onConflictDoUpdate({
            target: storeCheckouts.storeId,
            set: { deliveryOptions: options },
          });
        await bumpStoreVersion(tx, store.id);
        return options;
      });
      return { ok: true as const, data: { options: saved.map(deliveryData) } };
    },

    async storesCheckoutPaymentsGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const methods = await storePaymentMethods(app.db, store.id, store.country);
      return { ok: true as const, data: { country: store.country, methods } };
    },

    async storesCheckoutPaymentsUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const body = request.body as PaymentsBody;
      const check = validatePaymentMethods(body.methods, store.country);
      if (!check.ok) throw new HttpError(400, check.error);
      const methods: PaymentMethod[] = check.methods;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(storeCheckouts)
          .values({ storeId: store.id, paymentMethods: methods })
          .onConflictDoUpdate({
            target: storeCheckouts.storeId,
            set: { paymentMethods: methods },
          });
        await bumpStoreVersion(tx, store.id);
      });
      return { ok: true as const, data: { country: store.country, methods } };
    },
  };
}
