// A storefront order (issue 12 "The order"): priced from the database, stock taken atomically, numbered
// per store from 1001 without gaps, kept as a snapshot, and turned into the merchant's WhatsApp link.
import { randomBytes } from 'node:crypto';
import {
  ADDRESS_MAX_LENGTH,
  COUPON_MESSAGES,
  DEFAULT_HOLD_MINUTES,
  CUSTOMER_NAME_MAX_LENGTH,
  DEFAULT_CHECKOUT_MESSAGE,
  messageSaysWhatToPay,
  saleMessageTemplate,
  NOTE_MAX_LENGTH,
  newOrderNotification,
  ORDER_HOLD_MESSAGES,
  ORDER_MESSAGES,
  orderWhatsapp,
  parsePhone,
  stockMessage,
  variantLineName,
  whatsappNumber,
  type OrderBreakdown,
  type OrderDeliveryType,
  type PaymentMethod,
} from '@panel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clientHash } from '../rate-limit/client-hash.js';
import {
  notifications,
  orderLines,
  orderStatusChanges,
  orders,
  storeCheckouts,
  stores,
} from '../db/schema.js';
import type { Executor, Tx } from '../db/errors.js';
import { takeCouponUse } from '../coupons/index.js';
import { take, type Limit } from '../rate-limit/index.js';
import {
  checkLineIds,
  checkLines,
  readLines,
  refuse,
  Refused,
  type CheckedLine,
  type OrderLineInput,
  type OrderRefusal,
} from './lines.js';
import { quoteSale, SALE_CHOICE_FIELDS, type SaleChoices } from './quote.js';
import { takeUnits } from './stock.js';

/**
 * What one client and one store may do (issue 19). A customer places one or two orders; a script placing
 * dozens is abuse.
 * - `client`: orders one client (its IPv4 address or IPv6 /64) may place, a token bucket (10, then one a
 *   minute): no window boundary lets a second full budget through.
 * - `unconfirmedPerClient`: orders of one store a client may hold unconfirmed at once ('nuevo' and still
 *   held), counted per address (IPv4, IPv6 /64) and per network (IPv4, IPv6 /48): stock nobody will send
 *   for is bounded by that and the hold time.
 * - `storeClients`: distinct client networks whose orders a store takes in any sliding hour (counted over
 *   the orders themselves); a network already among them keeps ordering under its own caps, so a few
 *   clients can never close a store to the others, and a flood needs hundreds of networks.
 */
export const ORDER_LIMITS = {
  client: { scope: 'order-client', max: 10, windowSeconds: 600 },
  unconfirmedPerClient: 3,
  storeClients: { max: 300, windowSeconds: 3600 },
} as const satisfies OrderLimits;

/** The shape of {@link ORDER_LIMITS} (tests pass smaller ones). */
export interface OrderLimits {
  client: Limit;
  unconfirmedPerClient: number;
  storeClients: { max: number; windowSeconds: number };
}

export type { OrderLineInput, OrderRefusal } from './lines.js';

/** An `Idempotency-Key` (or the order form's hidden key): 8–100 letters, digits and `-_.:`. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface CreateOrderInput {
  /** From the Host header (findStoreByHost), never from the request body. */
  storeId: string;
  lines: readonly OrderLineInput[];
  customer: {
    name: string;
    /** National digits as typed; empty or absent when the customer leaves none. */
    phone?: string;
    /** Calling code with '+' (`+54`); required with a phone. */
    phoneArea?: string;
  };
  delivery: { type: OrderDeliveryType; address?: string };
  /**
   * What the customer chose in the cart (issue 23): a delivery option, a coupon code, a payment method.
   * Only ids and a code: the order is priced by `quoteSale` from the store's own records.
   */
  choices?: SaleChoices;
  note?: string;
  /** The form's hidden field: people leave it empty, form-filling bots do not. */
  honeypot?: string;
  /**
   * Who is ordering, for the per-client limits: `clientLimitKey(db, request.ip)`, a keyed hash of its
   * address (an IPv6 client is its /64), never the address itself: it is a rate_limits key.
   */
  clientKey: string;
  /** The client's network, `clientNetworkLimitKey(db, request.ip)` (an IPv6 client's /48); default `clientKey`. */
  clientNetwork?: string;
  /**
   * The call's `Idempotency-Key` (or the form's hidden key): a second order with the same key answers the
   * first instead. Absent: every call places an order.
   */
  idempotencyKey?: string;
  /** ORDER_HOLD_MINUTES: overrides the store's hold time when set. */
  holdMinutes?: number | null;
  /** The absolute URL of the order page for a token, e.g. `https://ana.tiendas.com/pedido/{token}`. */
  orderPageUrl: (token: string) => string;
  /** Overrides {@link ORDER_LIMITS} (tests). */
  limits?: OrderLimits;
}

export interface PlacedOrder {
  number: number;
  /** The order page's token (`/pedido/{token}`). */
  token: string;
  /** The order page's absolute URL. */
  orderUrl: string;
  /** wa.me link to the merchant, within WHATSAPP_URL_MAX_LENGTH. */
  whatsappUrl: string;
  /** The full order message ('Copiar pedido'). */
  messageText: string;
  /** The order's total (the breakdown's, in currency units). */
  total: number;
  /**
   * The sale's figures as the server priced them (issue 23): subtotal, discounts, delivery, total in
   * cents. Null only for an order placed before it, answered again by its idempotency key.
   */
  breakdown: OrderBreakdown | null;
  /** The payment method the customer chose, as the store had it (its instructions); null: none. */
  payment: PaymentMethod | null;
  /** Until when the order holds its units (null for an order placed before holds existed). */
  holdUntil: Date | null;
  /** True when this answers an earlier call with the same idempotency key (nothing new was placed). */
  replayed: boolean;
}

export type CreateOrderResult =
  { ok: true; order: PlacedOrder } | { ok: false; refusal: OrderRefusal };

interface CheckedInput {
  lines: CheckedLine[];
  name: string;
  phone: string;
  phoneArea: string;
  deliveryType: OrderDeliveryType;
  /** The address as typed (trimmed), whatever the delivery: the chosen option decides if it is kept. */
  address: string;
  note: string;
}

/** The rules that need no database; throws {@link Refused}. Repeated products (and variants) are merged. */
function checkInput(input: CreateOrderInput): CheckedInput {
  if ((input.honeypot ?? '').trim() !== '') refuse(400, ORDER_MESSAGES.honeypot);
  const lines = checkLines(input.lines);

  const name = input.customer.name.trim();
  if (name === '') refuse(400, ORDER_MESSAGES.nameRequired, 'customer.name');
  if ([...name].length > CUSTOMER_NAME_MAX_LENGTH) {
    refuse(400, ORDER_MESSAGES.nameTooLong, 'customer.name');
  }
  const phone = (input.customer.phone ?? '').replace(/\D/g, '');
  const phoneArea = phone === '' ? '' : (input.customer.phoneArea ?? '').trim();
  if (phone !== '') {
    // The number read with the calling code chosen must be of that code: '+5' then '4 11…' is an
    // Argentine number, not one of +5. (A calling code that is not '+' and digits never equals one read.)
    const valid = [phone, phone.replace(/^0+/, '')].some((digits) => {
      const parsed = parsePhone(`${phoneArea}${digits}`);
      return parsed.isValid && parsed.countryCode === phoneArea;
    });
    if (!valid) refuse(400, ORDER_MESSAGES.phone, 'customer.phone');
  }

  const deliveryType = input.delivery.type;
  const address = (input.delivery.address ?? '').trim();
  // Without sale choices the delivery is as typed (the order form of before issue 23): checked here, before
  // any database work. With them, the chosen option decides once the store's options are read.
  if (input.choices === undefined) deliveryAddress(deliveryType, address);
  const note = (input.note ?? '').trim();
  if ([...note].length > NOTE_MAX_LENGTH) refuse(400, ORDER_MESSAGES.noteTooLong, 'note');
  return { lines, name, phone, phoneArea, deliveryType, address, note };
}

/**
 * The address an order keeps for its delivery: required (not blank) and at most ADDRESS_MAX_LENGTH for a
 * delivery, none for a pickup. Throws {@link Refused}.
 */
function deliveryAddress(type: OrderDeliveryType, address: string): string {
  if (type !== 'delivery') return '';
  if (address === '') refuse(400, ORDER_MESSAGES.addressRequired, 'delivery.address');
  if ([...address].length > ADDRESS_MAX_LENGTH) {
    refuse(400, ORDER_MESSAGES.addressTooLong, 'delivery.address');
  }
  return address;
}

/** Money as the numeric columns take it: '1234.50'. */
const money = (cents: number) => (cents / 100).toFixed(2);

/** The order page's token: 18 random bytes (144 bits), base64url (24 characters). */
export function newOrderToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Places an order of the store `input.storeId`, or says why not. In one transaction that first locks the
 * store's row (the one lock order: store, then products): the products are read (names and prices from
 * the database, never from the caller; only published products of this store), the caps of unconfirmed
 * orders per client and of clients per store are checked, the units of products that manage stock and do
 * not sell without it are taken with `quantity = quantity - n WHERE quantity >= n` (so of 20 customers
 * racing for the last unit exactly one gets it, across processes) and held until `hold_until`, the
 * store's next number is taken (a rollback gives it back), and the order, its lines (a snapshot) and its
 * first status are written. The client's token bucket is taken before any of it. With an idempotency key,
 * an order already placed with it is answered instead (`replayed`), whatever the body says.
 * A filled honeypot is a 400 that creates nothing (not a fake success: a person whose browser autofilled
 * the hidden field must not believe the order was sent).
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreateOrderResult> {
  try {
    return { ok: true, order: await place(db, input) };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}

/** Takes a token of the client's bucket; refuses with a 429 when it is empty. */
async function within(db: Executor, limit: Limit, key: string): Promise<void> {
  const state = await take(db, limit, key);
  if (!state.allowed) {
    throw new Refused({
      status: 429,
      message: ORDER_MESSAGES.tooMany,
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
}

export { clientHash };

/** The order of `storeId` placed with this idempotency key, answered as it was placed; or null. */
async function replay(
  db: Executor,
  storeId: string,
  key: string,
  orderPageUrl: (token: string) => string,
): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  return {
    number: order.number,
    token: order.token,
    orderUrl: orderPageUrl(order.token),
    whatsappUrl: order.whatsappUrl,
    messageText: order.messageText,
    total: Number(order.total),
    breakdown: order.breakdown ?? null,
    payment: order.payment ?? null,
    holdUntil: order.holdUntil,
    replayed: true,
  };
}

/**
 * The caps of issue 19, in the order's transaction after the store's row lock (so concurrent orders of
 * the store count each other): unconfirmed orders of this client and of its network, then the distinct
 * networks the store took orders from in the last sliding window.
 */
async function withinCaps(
  tx: Executor,
  storeId: string,
  limits: OrderLimits,
  client: { key: string; network: string },
): Promise<void> {
  const [held] = await tx
    .select({
      byKey: sql<number>`count(*) FILTER (WHERE ${orders.clientKey} = ${client.key})`.mapWith(
        Number,
      ),
      byNetwork: sql<number>`count(*)`.mapWith(Number),
      // When the first of them stops holding: the client may order again then.
      firstEnds: sql<string | null>`extract(epoch from (min(${orders.holdUntil}) - now()))`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.status, 'nuevo'),
        eq(orders.clientNetwork, client.network),
        sql`${orders.holdUntil} > now()`,
      ),
    );
  const cap = limits.unconfirmedPerClient;
  if (held && (held.byKey >= cap || held.byNetwork >= cap)) {
    throw new Refused({
      status: 429,
      message: ORDER_HOLD_MESSAGES.tooManyUnconfirmed,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(held.firstEnds ?? 60))),
    });
  }

  // In parentheses: it is subtracted from below, and `a - now() - b` is not `a - (now() - b)`.
  const window = sql`(now() - make_interval(secs => ${limits.storeClients.windowSeconds}))`;
  const [recent] = await tx
    .select({
      networks: sql<number>`count(DISTINCT ${orders.clientNetwork})`.mapWith(Number),
      known: sql<boolean>`coalesce(bool_or(${orders.clientNetwork} = ${client.network}), false)`,
      // When the oldest network of the window leaves it.
      oldestLeaves: sql<string | null>`extract(epoch from (min(${orders.createdAt}) - ${window}))`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), sql`${orders.createdAt} > ${window}`));
  if (recent && !recent.known && recent.networks >= limits.storeClients.max) {
    throw new Refused({
      status: 429,
      message: ORDER_HOLD_MESSAGES.storeBusy,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(recent.oldestLeaves ?? 60))),
    });
  }
}

async function place(db: Db, input: CreateOrderInput): Promise<PlacedOrder> {
  const checked = checkInput(input);
  const limits = input.limits ?? ORDER_LIMITS;
  const idempotencyKey = input.idempotencyKey;
  if (idempotencyKey !== undefined) {
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      refuse(400, ORDER_HOLD_MESSAGES.badIdempotencyKey);
    }
    // A replay (a retried submit, a balancer's second try) costs no token of the client's budget.
    const earlier = await replay(db, input.storeId, idempotencyKey, input.orderPageUrl);
    if (earlier) return earlier;
  }
  await within(db, limits.client, input.clientKey);

  const [store] = await db
    .select({
      name: stores.name,
      country: stores.country,
      clientSalt: stores.clientSalt,
      checkoutType: storeCheckouts.type,
      phone: storeCheckouts.phone,
      phoneArea: storeCheckouts.phoneArea,
      template: storeCheckouts.customMessage,
      holdMinutes: storeCheckouts.holdMinutes,
    })
    .from(stores)
    .leftJoin(storeCheckouts, eq(storeCheckouts.storeId, stores.id))
    .where(eq(stores.id, input.storeId))
    .limit(1);
  const digits =
    store && store.checkoutType === 'whatsapp'
      ? whatsappNumber(store.phoneArea ?? '', store.phone ?? '')
      : null;
  if (!store || digits === null) refuse(422, ORDER_MESSAGES.notTakingOrders);
  const { name: storeName, country, template, clientSalt } = store!;
  const holdMinutes = input.holdMinutes ?? store!.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const client = {
    key: clientHash(clientSalt, input.clientKey),
    network: clientHash(clientSalt, `net:${input.clientNetwork ?? input.clientKey}`),
  };

  checkLineIds(checked.lines);
  const token = newOrderToken();
  const orderUrl = input.orderPageUrl(token);

  // Two calls with one key that both got past the lookup above meet at the store's lock: the second
  // then finds the first's order, committed (placeLocked's own lookup), and answers it.
  return db.transaction((tx) =>
    placeLocked(tx, input, checked, limits, {
      storeName,
      country,
      template,
      digits: digits!,
      holdMinutes,
      client,
      token,
      orderUrl,
    }),
  );
}

async function placeLocked(
  tx: Tx,
  input: CreateOrderInput,
  checked: CheckedInput,
  limits: OrderLimits,
  ctx: {
    storeName: string;
    /** The store's country: how the message and the notification write the total. */
    country: string;
    template: typeof storeCheckouts.$inferSelect.customMessage;
    digits: string;
    holdMinutes: number;
    client: { key: string; network: string };
    token: string;
    orderUrl: string;
  },
): Promise<PlacedOrder> {
  // The store's row first, then products: the one lock order of every write (products, coupons, status
  // changes, the expiry sweep), so no two wait on each other in a cycle. It also serialises the store's
  // orders: the caps and the idempotency key below see every earlier one. The row is missing only if an
  // operator deleted the store (no call does) while this waited: the store takes no orders then.
  const [locked] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, input.storeId))
    .for('update');
  if (!locked) refuse(422, ORDER_MESSAGES.notTakingOrders);
  if (input.idempotencyKey !== undefined) {
    const earlier = await replay(tx, input.storeId, input.idempotencyKey, input.orderPageUrl);
    if (earlier) return earlier;
  }

  const priced = (await readLines(tx, input.storeId, checked.lines)).map((line) => ({
    ...line,
    stockTaken: 0,
  }));

  // The sale (issue 23): the lines as the server priced them, with the customer's choices read against
  // the store's own delivery options, payment methods and coupons: the one call the cart's quote makes
  // too. Nothing the request says about fees, discounts or totals is read.
  const quote = await quoteSale(
    tx,
    { id: input.storeId, country: ctx.country },
    priced.map((line) => ({ unitPriceCents: line.unitCents, quantity: line.quantity })),
    input.choices ?? {},
  );
  if (!quote.priced.ok) {
    return refuse(400, quote.priced.error, SALE_CHOICE_FIELDS[quote.priced.field]);
  }
  const { breakdown } = quote.priced;
  // The chosen option decides the delivery: a zone takes the address (required), a pickup point none;
  // 'a coordinar' (and a store without options) keeps what the customer said.
  const option = breakdown.delivery;
  const deliveryType: OrderDeliveryType =
    option?.kind === 'envio'
      ? 'delivery'
      : option?.kind === 'retiro'
        ? 'pickup'
        : checked.deliveryType;
  const address = deliveryAddress(deliveryType, checked.address);
  const couponApplied = breakdown.discounts.some((discount) => discount.kind === 'coupon');
  const couponId = couponApplied ? (quote.coupon?.id ?? null) : null;

  // The store's caps count only orders of its available products, so posts of made-up ids cannot use
  // them up. Before any stock: a refused flood never touches stock.
  await withinCaps(tx, input.storeId, limits, ctx.client);

  // The coupon's use, in this transaction (a rollback gives it back): one conditional UPDATE. The store's
  // lock orders racing orders (the second's quote reads the use taken) and the merchant's coupon edits;
  // the condition still keeps the limit against a writer that takes no lock.
  if (couponId !== null && !(await takeCouponUse(tx, input.storeId, couponId))) {
    refuse(400, COUPON_MESSAGES.usedUp, SALE_CHOICE_FIELDS.coupon);
  }

  // Stock, in product (then variant) id order: two orders of the same products lock them in the same
  // order. A line of a variant takes its units from the variant's row (issue 22).
  let soldOut = false;
  const lockOrder = (line: (typeof priced)[number]) => `${line.productId} ${line.variantId ?? ''}`;
  for (const line of [...priced].sort((a, b) => (lockOrder(a) < lockOrder(b) ? -1 : 1))) {
    if (!line.product.manageStock || line.product.sellWithoutStock) continue;
    const taken = await takeUnits(tx, input.storeId, line);
    if (!taken.ok) {
      refuse(
        409,
        stockMessage(variantLineName(line.product.name, line.label), taken.left),
        `lines.${line.index}.quantity`,
      );
    }
    line.stockTaken = line.quantity;
    if (taken.left === 0) soldOut = true;
  }

  // The number (the store's row is already locked); the store's version moves only when a product sold
  // out ('Agotado' shows on the store): exact counts are never shown, so other stock changes leave the
  // cached pages valid.
  const [numbered] = await tx
    .update(stores)
    .set({
      nextOrderNumber: sql`${stores.nextOrderNumber} + 1`,
      version: soldOut ? sql`${stores.version} + 1` : sql`${stores.version}`,
    })
    .where(eq(stores.id, input.storeId))
    .returning({ number: sql<number>`${stores.nextOrderNumber} - 1`.mapWith(Number) });
  if (!numbered) throw new Error(`store ${input.storeId} vanished while ordering`);
  const number = numbered.number;

  const totalCents = breakdown.totalCents;
  const whatsapp = orderWhatsapp(ctx.digits, {
    // The default closing asks for the total and the delivery: a message that says them (a delivery with
    // its fee, a payment method) closes otherwise; a closing the merchant wrote stays.
    template: saleMessageTemplate(
      ctx.template ?? DEFAULT_CHECKOUT_MESSAGE,
      messageSaysWhatToPay(breakdown, quote.payment),
    ),
    storeName: ctx.storeName,
    number,
    lines: priced.map((line) => ({
      quantity: line.quantity,
      name: line.product.name,
      variant: line.label,
    })),
    total: totalCents / 100,
    country: ctx.country,
    customerName: checked.name,
    delivery: { type: deliveryType, address },
    note: checked.note,
    orderUrl: ctx.orderUrl,
    breakdown,
    payment: quote.payment,
  });

  const [order] = await tx
    .insert(orders)
    .values({
      storeId: input.storeId,
      number,
      token: ctx.token,
      customerName: checked.name,
      customerPhone: checked.phone,
      customerPhoneArea: checked.phoneArea,
      deliveryType,
      address,
      note: checked.note,
      total: money(totalCents),
      breakdown,
      payment: quote.payment,
      couponId,
      whatsappUrl: whatsapp.url,
      messageText: whatsapp.fullText,
      // The database's clock, as the expiry sweep's: processes with skewed clocks agree.
      holdUntil: sql`now() + make_interval(mins => ${ctx.holdMinutes})`,
      clientKey: ctx.client.key,
      clientNetwork: ctx.client.network,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning({ id: orders.id, holdUntil: orders.holdUntil });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values(
    priced.map((line, position) => ({
      orderId: order.id,
      storeId: input.storeId,
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: line.label,
      position,
      name: line.product.name,
      unitPrice: money(line.unitCents),
      quantity: line.quantity,
      subtotal: money(line.subtotalCents),
      stockTaken: line.stockTaken,
    })),
  );
  await tx
    .insert(orderStatusChanges)
    .values({ orderId: order.id, storeId: input.storeId, fromStatus: null, toStatus: 'nuevo' });
  // The merchant's notification, in the order's transaction: an order never exists without it. Its
  // source puts its badge on 'Pedidos'.
  await tx.insert(notifications).values({
    storeId: input.storeId,
    message: newOrderNotification(number, checked.name, totalCents / 100, ctx.country),
    source: 'orders',
    type: 'info',
  });

  return {
    number,
    token: ctx.token,
    orderUrl: ctx.orderUrl,
    whatsappUrl: whatsapp.url,
    messageText: whatsapp.fullText,
    total: totalCents / 100,
    breakdown,
    payment: quote.payment,
    holdUntil: order.holdUntil,
    replayed: false,
  };
}
