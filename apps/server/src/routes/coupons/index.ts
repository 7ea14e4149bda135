// GET /coupons, POST /coupons/create, PUT /coupons/update/{id}, POST /coupons/deactivate/{id},
// DELETE /coupons/delete/{id}: the store's discount codes ('Cupones', issue 23). Always of the session's
// store: another store's coupon id is answered 404. The fields are checked by @panel/domain's
// validateCouponInput, the rule the panel's form runs too, and a refusal answers its Spanish message. Codes
// are stored uppercase, so the unique (store_id, code) index makes them unique whatever the case. Every
// write takes the store's row lock first, as an order does from its quote to the coupon's use: an order
// never prices with a coupon that the merchant changes before the order takes its use.
import {
  COUPON_MESSAGES,
  centsToMoney,
  validateCouponInput,
  type CouponFields,
  type CouponInput,
} from '@panel/domain';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { coupons } from '../../db/schema.js';
import { type CouponRow } from '../../coupons/index.js';
import { HttpError } from '../../http-error.js';
import { currentTenant, isRowId, isUniqueViolation, requireStore } from '../../tenancy/index.js';
import { lockStore } from '../products/store.js';

/** Most coupons of one store. */
export const COUPONS_MAX = 500;

/** A coupon as the contract's `Coupon` writes it. */
function couponData(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    minSubtotal: row.minSubtotal,
    maxUses: row.maxUses,
    uses: row.uses,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.active,
    combinesWithPaymentDiscount: row.combinesWithPaymentDiscount,
  };
}

/** The columns of validated fields. */
function columnsOf(coupon: CouponFields) {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.kind === 'porcentaje' ? coupon.value : null,
    amount:
      coupon.kind === 'monto_fijo' && coupon.value !== null ? centsToMoney(coupon.value) : null,
    minSubtotal: coupon.minSubtotalCents === null ? null : centsToMoney(coupon.minSubtotalCents),
    maxUses: coupon.maxUses,
    startsOn: coupon.startsOn,
    endsOn: coupon.endsOn,
    active: coupon.active,
    combinesWithPaymentDiscount: coupon.combinesWithPaymentDiscount,
  };
}

interface CouponBody {
  code: string;
  kind: string;
  percent?: number | null;
  amount?: string | null;
  minSubtotal?: string | null;
  maxUses?: number | null;
  startsOn?: string | null;
  endsOn?: string | null;
  active?: boolean;
  combinesWithPaymentDiscount?: boolean;
}

/** The form's fields checked by the domain's rule; 400 with the first Spanish message otherwise. */
function fieldsOf(request: FastifyRequest, country: string): CouponFields {
  const body = request.body as CouponBody;
  const input: CouponInput = {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'monto_fijo' ? body.amount : body.percent,
    minSubtotal: body.minSubtotal,
    maxUses: body.maxUses,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    active: body.active,
    combinesWithPaymentDiscount: body.combinesWithPaymentDiscount,
  };
  const check = validateCouponInput(input, country);
  if (!check.ok) {
    const [first] = Object.values(check.errors);
    throw new HttpError(400, first ?? COUPON_MESSAGES.kind);
  }
  return check.coupon;
}

/** 409 when the store has another coupon (not `exceptId`) with this code. */
async function refuseTaken(
  tx: Pick<Db, 'select'>,
  storeId: string,
  code: string,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.storeId, storeId),
        eq(coupons.code, code),
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, COUPON_MESSAGES.codeTaken);
}

/** Handlers of the coupon operations, by operationId. */
export function couponHandlers(app: FastifyInstance) {
  const idOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isRowId(id)) throw new HttpError(404, 'Not found');
    return id;
  };

  /** Runs `work`; a unique-index race with another writer of the same code is the same 409. */
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, COUPON_MESSAGES.codeTaken);
      throw err;
    }
  };

  return {
    async couponsList(request: FastifyRequest) {
      const { store } = await currentTenant(app, request);
      if (!store) return { ok: true as const, data: [] };
      const rows = await app.db
        .select()
        .from(coupons)
        .where(eq(coupons.storeId, store.id))
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(COUPONS_MAX);
      return { ok: true as const, data: rows.map(couponData) };
    },

    async couponsCreate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const fields = fieldsOf(request, store.country);
      const row = await unique(() =>
        app.db.transaction(async (tx) => {
          await lockStore(tx, store.id);
          const [current] = await tx
            .select({ n: count() })
            .from(coupons)
            .where(eq(coupons.storeId, store.id));
          if ((current?.n ?? 0) >= COUPONS_MAX) throw new HttpError(403, 'Coupons limit reached');
          await refuseTaken(tx, store.id, fields.code);
          const [created] = await tx
            .insert(coupons)
            .values({ storeId: store.id, ...columnsOf(fields) })
            .returning();
          if (!created) throw new Error('coupon insert returned nothing');
          return created;
        }),
      );
      return { ok: true as const, data: couponData(row) };
    },

    async couponsUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const id = idOf(request);
      const fields = fieldsOf(request, store.country);
      const row = await unique(() =>
        app.db.transaction(async (tx) => {
          await lockStore(tx, store.id);
          await refuseTaken(tx, store.id, fields.code, id);
          const [updated] = await tx
            .update(coupons)
            .set(columnsOf(fields))
            .where(and(eq(coupons.id, id), eq(coupons.storeId, store.id)))
            .returning();
          if (!updated) throw new HttpError(404, 'Not found');
          return updated;
        }),
      );
      return { ok: true as const, data: couponData(row) };
    },

    async couponsDeactivate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const id = idOf(request);
      const [row] = await app.db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        return tx
          .update(coupons)
          .set({ active: false })
          .where(and(eq(coupons.id, id), eq(coupons.storeId, store.id)))
          .returning();
      });
      if (!row) throw new HttpError(404, 'Not found');
      return { ok: true as const, data: couponData(row) };
    },

    async couponsDelete(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const id = idOf(request);
      const deleted = await app.db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        return tx
          .delete(coupons)
          .where(and(eq(coupons.id, id), eq(coupons.storeId, store.id)))
          .returning({ id: coupons.id });
      });
      if (deleted.length === 0) throw new HttpError(404, 'Not found');
      return { ok: true as const };
    },
  };
}
