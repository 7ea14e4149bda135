// POST /storefront/orders (storefrontOrdersCreate): a customer's order, on a store host; POST
// /storefront/quote (storefrontQuote): the cart's figures with the customer's choices (issue 23); and POST
// /storefront/events (storefrontEventsCreate): the store page's beacon (a page view, an add to cart). Public: no session,
// no CSRF header (plugins/security.ts guards it by Fetch Metadata and Origin instead). The store is the Host
// header's; the panel's host answers 404.
import { ORDER_MESSAGES } from '@panel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../http-error.js';
import {
  createOrder,
  findStoreByHost,
  quoteCart,
  storeOrigin,
  type HostStore,
  type OrderLineInput,
  type SaleChoices,
} from '../../orders/index.js';
import { clientLimitKey, clientNetworkLimitKey } from '../../rate-limit/client-hash.js';

/** The customer's sale choices as the order and quote calls take them (issue 23). */
interface ChoicesBody {
  deliveryOptionId?: string;
  couponCode?: string;
  paymentType?: string | null;
}

interface OrderBody extends ChoicesBody {
  lines: OrderLineInput[];
  customer: { name: string; phone?: string; phoneArea?: string };
  /** Before issue 23 required; now the chosen option decides, and `address` says where. */
  delivery?: { type: 'pickup' | 'delivery'; address?: string };
  address?: string;
  note?: string;
  website?: string;
  /** The page script's tab id: the order joins that tab's visit (the dashboard's conversion). */
  tab?: string;
}

interface QuoteBody extends ChoicesBody {
  lines: OrderLineInput[];
}

/** Only the choices: whatever else a body carries (it cannot: the schema refuses it) is never read. */
const choicesOf = (body: ChoicesBody): SaleChoices => ({
  deliveryOptionId: body.deliveryOptionId ?? null,
  couponCode: body.couponCode ?? null,
  paymentType: body.paymentType ?? null,
});

interface EventBody {
  kind: 'view' | 'cart';
  tab: string;
  owner?: boolean;
}

/**
 * How long a beacon trusts the store it found for a host. A page's beacon follows its page by a moment,
 * so a busy store's beacons would each look up the same row; a link given up and taken by another store
 * within these seconds could count a few views to the store that had it. Unknown hosts are not kept (a
 * store just created counts its first views). Per process, like the page cache.
 */
const BEACON_STORE_TTL_MS = 5_000;

/** Handlers of the `storefront` operations, by operationId. */
export function storefrontHandlers(app: FastifyInstance) {
  const panelHost = new URL(app.config.publicUrl).host.toLowerCase();
  const beaconStores = new LRUCache<string, HostStore>({ max: 10_000, ttl: BEACON_STORE_TTL_MS });
  const beaconStore = async (host: string | undefined): Promise<HostStore | null> => {
    if (!host || host === panelHost) return null;
    const known = beaconStores.get(host);
    if (known) return known;
    const store = await findStoreByHost(app.db, host, app.config.storeHost);
    if (store) beaconStores.set(host, store);
    return store;
  };

  return {
    async storefrontEventsCreate(request: FastifyRequest, reply: FastifyReply) {
      void reply.header('cache-control', 'no-store');
      const store = await beaconStore(request.headers.host?.toLowerCase());
      if (!store) throw new HttpError(404, ORDER_MESSAGES.unknownStore);
      const body = request.body as EventBody;
      await app.metrics.recordNow(request, {
        storeId: store.id,
        kind: body.kind,
        tab: body.tab,
        owner: body.owner ?? false,
      });
      return { ok: true as const };
    },

    async storefrontOrdersCreate(request: FastifyRequest, reply: FastifyReply) {
      void reply.header('cache-control', 'no-store');
      const host = request.headers.host?.toLowerCase();
      const store =
        host === panelHost ? null : await findStoreByHost(app.db, host, app.config.storeHost);
      if (!store) throw new HttpError(404, ORDER_MESSAGES.unknownStore);

      const body = request.body as OrderBody;
      const origin = storeOrigin(request.protocol, store.link, app.config.storeHost);
      const key = request.headers['idempotency-key'];
      const address = body.address ?? body.delivery?.address;
      const topLevelAddress = body.address !== undefined || body.delivery === undefined;
      const result = await createOrder(app.db, {
        storeId: store.id,
        lines: body.lines,
        customer: body.customer,
        delivery: {
          type: body.delivery?.type ?? ((address ?? '').trim() !== '' ? 'delivery' : 'pickup'),
          ...(address === undefined ? {} : { address }),
        },
        choices: choicesOf(body),
        note: body.note,
        honeypot: body.website,
        clientKey: await clientLimitKey(app.db, request.ip),
        clientNetwork: await clientNetworkLimitKey(app.db, request.ip),
        // A repeated header is malformed: refused by the key's pattern.
        idempotencyKey: key === undefined ? undefined : String(key),
        holdMinutes: app.config.orderHoldMinutes,
        orderPageUrl: (token) => `${origin}/pedido/${token}`,
      });
      if (!result.ok) {
        const { status, message, retryAfterSeconds } = result.refusal;
        // The address's field as the body sent it.
        const field =
          result.refusal.field === 'delivery.address' && topLevelAddress
            ? 'address'
            : result.refusal.field;
        if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
        return reply
          .code(status)
          .send({ ok: false as const, error: message, ...(field ? { field } : {}) });
      }
      const { order } = result;
      if (!order.replayed) {
        app.metrics.record(request, { storeId: store.id, kind: 'order', tab: body.tab });
      }
      return {
        ok: true as const,
        data: {
          number: order.number,
          orderUrl: order.orderUrl,
          whatsappUrl: order.whatsappUrl,
          messageText: order.messageText,
          total: order.total.toFixed(2),
          holdUntil: order.holdUntil?.toISOString() ?? null,
          breakdown: order.breakdown,
          payment: order.payment,
        },
      };
    },

    async storefrontQuote(request: FastifyRequest, reply: FastifyReply) {
      void reply.header('cache-control', 'no-store');
      const host = request.headers.host?.toLowerCase();
      const store =
        host === panelHost ? null : await findStoreByHost(app.db, host, app.config.storeHost);
      if (!store) throw new HttpError(404, ORDER_MESSAGES.unknownStore);
      const body = request.body as QuoteBody;
      const result = await quoteCart(app.db, {
        store: { id: store.id, country: store.country },
        lines: body.lines,
        choices: choicesOf(body),
        clientKey: await clientLimitKey(app.db, request.ip),
      });
      if (!result.ok) {
        const { status, message, field, retryAfterSeconds } = result.refusal;
        if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
        return reply
          .code(status)
          .send({ ok: false as const, error: message, ...(field ? { field } : {}) });
      }
      return { ok: true as const, data: { breakdown: result.breakdown, payment: result.payment } };
    },
  };
}
