// A storefront order (issue 12 "The order"): priced from the database, stock taken atomically, numbered
// per store from 1001 without gaps, kept as a snapshot, and turned into the merchant's WhatsApp link.
import { randomBytes } from 'node:crypto';
import {
  ADDRESS_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  DEFAULT_CHECKOUT_MESSAGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  NOTE_MAX_LENGTH,
  newOrderNotification,
  ORDER_MESSAGES,
  orderWhatsapp,
  parsePhone,
  stockMessage,
  toCents,
  whatsappNumber,
  type OrderDeliveryType,
} from '@panel/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  notifications,
  orderLines,
  orderStatusChanges,
  orders,
  products,
  storeCheckouts,
  stores,
} from '../db/schema.js';
import type { Executor } from '../auth/db-errors.js';
import { hit, type Limit } from '../rate-limit/index.js';
import { isRowId } from '../tenancy/index.js';

/**
 * Orders one client (its address, or what the caller uses as `clientKey`) may place in a window, and
 * orders one store may receive. A customer places one or two orders; a script placing dozens is
 * abuse. The store's cap only stops floods that spread over many addresses (it is far above what a small
 * shop receives in an hour).
 */
export const ORDER_LIMITS = {
  client: { scope: 'order-client', max: 10, windowSeconds: 600 },
  store: { scope: 'order-store', max: 300, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

/** One line as the customer asks for it: a product id and a quantity, nothing else. */
export interface OrderLineInput {
  productId: string;
  quantity: number;
}

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
  note?: string;
  /** The form's hidden field: people leave it empty, form-filling bots do not. */
  honeypot?: string;
  /** Who is ordering, for the per-client limit: `clientKey(request.ip)` (an IPv6 client is its /64). */
  clientKey: string;
  /** The absolute URL of the order page for a token, e.g. `https://ana.tiendas.com/pedido/{token}`. */
  orderPageUrl: (token: string) => string;
  /** Overrides {@link ORDER_LIMITS} (tests). */
  limits?: { client: Limit; store: Limit };
}

/** A line of a placed order: what was sold, at what price, as computed by the server. */
export interface PlacedOrderLine {
  productId: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
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
  lines: PlacedOrderLine[];
  total: number;
  createdAt: Date;
}

/** Why an order was not placed: an HTTP status, a Spanish message for the customer, the field at fault. */
export interface OrderRefusal {
  status: 400 | 409 | 422 | 429;
  message: string;
  /** `customer.name`, `lines.0.quantity`… ; absent for the whole form. */
  field?: string;
  /** For a 429: seconds until the limit's window ends. */
  retryAfterSeconds?: number;
}

export type CreateOrderResult =
  { ok: true; order: PlacedOrder } | { ok: false; refusal: OrderRefusal };

class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
  }
}

const refuse = (status: OrderRefusal['status'], message: string, field?: string): never => {
  throw new Refused(field === undefined ? { status, message } : { status, message, field });
};

interface CheckedInput {
  lines: { productId: string; quantity: number; index: number }[];
  name: string;
  phone: string;
  phoneArea: string;
  deliveryType: OrderDeliveryType;
  address: string;
  note: string;
}

/** The rules that need no database; throws {@link Refused}. Repeated products are merged. */
function checkInput(input: CreateOrderInput): CheckedInput {
  if ((input.honeypot ?? '').trim() !== '') refuse(400, ORDER_MESSAGES.honeypot);
  if (input.lines.length === 0) refuse(400, ORDER_MESSAGES.emptyCart, 'lines');
  const merged = new Map<string, { productId: string; quantity: number; index: number }>();
  input.lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      refuse(400, ORDER_MESSAGES.quantity, `lines.${index}.quantity`);
    }
    const seen = merged.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.productId, { productId: line.productId, quantity: line.quantity, index });
  });
  const lines = [...merged.values()];
  if (lines.length > MAX_ORDER_LINES) refuse(400, ORDER_MESSAGES.tooManyLines, 'lines');
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      refuse(400, ORDER_MESSAGES.quantity, `lines.${line.index}.quantity`);
    }
  }

  const name = input.customer.name.trim();
  if (name === '') refuse(400, ORDER_MESSAGES.nameRequired, 'customer.name');
  if ([...name].length > CUSTOMER_NAME_MAX_LENGTH) {
    refuse(400, ORDER_MESSAGES.nameTooLong, 'customer.name');
  }
  const phone = (input.customer.phone ?? '').replace(/\D/g, '');
  const phoneArea = phone === '' ? '' : (input.customer.phoneArea ?? '').trim();
  if (phone !== '') {
    const valid =
      /^\+\d{1,4}$/.test(phoneArea) &&
      [phone, phone.replace(/^0+/, '')].some((digits) => {
        const parsed = parsePhone(`${phoneArea}${digits}`);
        return parsed.isValid && parsed.countryCode === phoneArea;
      });
    if (!valid) refuse(400, ORDER_MESSAGES.phone, 'customer.phone');
  }

  const deliveryType = input.delivery.type;
  const address = deliveryType === 'delivery' ? (input.delivery.address ?? '').trim() : '';
  if (deliveryType === 'delivery' && address === '') {
    refuse(400, ORDER_MESSAGES.addressRequired, 'delivery.address');
  }
  if ([...address].length > ADDRESS_MAX_LENGTH) {
    refuse(400, ORDER_MESSAGES.addressTooLong, 'delivery.address');
  }
  const note = (input.note ?? '').trim();
  if ([...note].length > NOTE_MAX_LENGTH) refuse(400, ORDER_MESSAGES.noteTooLong, 'note');
  return { lines, name, phone, phoneArea, deliveryType, address, note };
}

/** Money as the numeric columns take it: '1234.50'. */
const money = (cents: number) => (cents / 100).toFixed(2);

/** The order page's token: 18 random bytes (144 bits), base64url (24 characters). */
export function newOrderToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Places an order of the store `input.storeId`, or says why not. In one transaction: the products are
 * read (names and prices from the database, never from the caller; only published products of this
 * store), the units of products that manage stock and do not sell without it are taken with
 * `quantity = quantity - n WHERE quantity >= n` (so of 20 customers racing for the last unit exactly one
 * gets it, across processes), the store's next number is taken (its row lock serialises the store's
 * orders; a rollback gives the number back), and the order, its lines (a snapshot) and its first status
 * are written. The client's limit is counted before any of it and the store's once the products are
 * known to be available, both before stock: a refused flood never touches stock.
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

/** Counts one hit of an order limit; refuses with a 429 past it. */
async function within(db: Executor, limit: Limit, key: string): Promise<void> {
  const state = await hit(db, limit, key);
  if (!state.allowed) {
    throw new Refused({
      status: 429,
      message: ORDER_MESSAGES.tooMany,
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }
}

async function place(db: Db, input: CreateOrderInput): Promise<PlacedOrder> {
  const checked = checkInput(input);
  const limits = input.limits ?? ORDER_LIMITS;
  await within(db, limits.client, input.clientKey);

  const [store] = await db
    .select({
      name: stores.name,
      checkoutType: storeCheckouts.type,
      phone: storeCheckouts.phone,
      phoneArea: storeCheckouts.phoneArea,
      template: storeCheckouts.customMessage,
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
  const { name: storeName, template } = store!;

  // Not a uuid: no row can match (and a uuid column would refuse the cast).
  for (const line of checked.lines) {
    if (!isRowId(line.productId))
      refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.productId`);
  }
  const token = newOrderToken();
  const orderUrl = input.orderPageUrl(token);

  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        price: products.retailPrice,
        status: products.status,
        manageStock: products.manageStock,
        sellWithoutStock: products.sellWithoutStock,
      })
      .from(products)
      .where(
        and(
          eq(products.storeId, input.storeId),
          inArray(
            products.id,
            checked.lines.map((l) => l.productId),
          ),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const priced = checked.lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product || product.status !== 'published') {
        return refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.productId`);
      }
      const unitCents = toCents(Number(product.price));
      return {
        ...line,
        product,
        unitCents,
        subtotalCents: unitCents * line.quantity,
        stockTaken: 0,
      };
    });

    // The store's cap counts only orders of its available products, so posts of made-up ids cannot use
    // up a store's hour. In the transaction, before any stock: a refusal (or any later one) rolls it back.
    await within(tx, limits.store, input.storeId);

    // Stock, in product id order: two orders of the same products lock them in the same order (no
    // deadlock). Products are always locked before the store row (see the number below), as the
    // product routes do.
    let soldOut = false;
    for (const line of [...priced].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      if (!line.product.manageStock || line.product.sellWithoutStock) continue;
      const [left] = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(products.id, line.productId),
            eq(products.storeId, input.storeId),
            gte(products.quantity, line.quantity),
          ),
        )
        .returning({ quantity: products.quantity });
      if (!left) {
        const [now] = await tx
          .select({ quantity: products.quantity })
          .from(products)
          .where(eq(products.id, line.productId));
        refuse(
          409,
          stockMessage(line.product.name, now?.quantity ?? 0),
          `lines.${line.index}.quantity`,
        );
      }
      line.stockTaken = line.quantity;
      if (left!.quantity === 0) soldOut = true;
    }

    // The number; the store's version moves only when a product sold out ('Agotado' shows on the store):
    // exact counts are never shown, so other stock changes leave the cached pages valid.
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

    const totalCents = priced.reduce((sum, line) => sum + line.subtotalCents, 0);
    const whatsapp = orderWhatsapp(digits!, {
      template: template ?? DEFAULT_CHECKOUT_MESSAGE,
      storeName,
      number,
      lines: priced.map((line) => ({ quantity: line.quantity, name: line.product.name })),
      total: totalCents / 100,
      customerName: checked.name,
      delivery: { type: checked.deliveryType, address: checked.address },
      note: checked.note,
      orderUrl,
    });

    const [order] = await tx
      .insert(orders)
      .values({
        storeId: input.storeId,
        number,
        token,
        customerName: checked.name,
        customerPhone: checked.phone,
        customerPhoneArea: checked.phoneArea,
        deliveryType: checked.deliveryType,
        address: checked.address,
        note: checked.note,
        total: money(totalCents),
        whatsappUrl: whatsapp.url,
        messageText: whatsapp.fullText,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) throw new Error('order insert returned nothing');
    await tx.insert(orderLines).values(
      priced.map((line, position) => ({
        orderId: order.id,
        storeId: input.storeId,
        productId: line.productId,
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
      message: newOrderNotification(number, checked.name, totalCents / 100),
      source: 'orders',
      type: 'info',
    });

    return {
      number,
      token,
      orderUrl,
      whatsappUrl: whatsapp.url,
      messageText: whatsapp.fullText,
      lines: priced.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        unitPrice: line.unitCents / 100,
        quantity: line.quantity,
        subtotal: line.subtotalCents / 100,
      })),
      total: totalCents / 100,
      createdAt: order.createdAt,
    };
  });
}
