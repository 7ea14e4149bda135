// A store's discount codes as the rules of @panel/domain read them (issue 23), for the coupons routes and
// for order creation: find a code of the store (any case), take one of its uses atomically, give it back.
// Every query filters by the store id the caller took from the session or the store host.
import { moneyToCents, normalizeCouponCode, type Coupon } from '@panel/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { coupons } from '../db/schema.js';

type Queries = Pick<Db, 'select' | 'update'>;

/** A stored coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** A coupon with its row id, as @panel/domain's rules read it (amounts in cents). */
export interface StoredCoupon extends Coupon {
  id: string;
}

const cents = (value: string | null): number | null =>
  value === null ? null : moneyToCents(value);

/** The row as the domain's {@link Coupon}. */
export function couponOfRow(row: CouponRow): StoredCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value:
      row.kind === 'porcentaje'
        ? row.percent
        : row.kind === 'monto_fijo'
          ? cents(row.amount)
          : null,
    minSubtotalCents: cents(row.minSubtotal),
    maxUses: row.maxUses,
    uses: row.uses,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.active,
    combinesWithPaymentDiscount: row.combinesWithPaymentDiscount,
  };
}

/** The store's coupon with `code` typed in any case, or null (priceOrder then says 'Este cupón no existe'). */
export async function findCoupon(
  db: Pick<Db, 'select'>,
  storeId: string,
  code: string,
): Promise<StoredCoupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.code, normalizeCouponCode(code))))
    .limit(1);
  return row ? couponOfRow(row) : null;
}

/**
 * Takes one use of the coupon for an order being created, in the order's transaction: one conditional
 * UPDATE, so two orders racing for the last use cannot both get it (the row lock orders them and the
 * second sees `uses = max_uses`). False when none is left or the coupon went inactive meanwhile.
 */
export async function takeCouponUse(
  tx: Queries,
  storeId: string,
  couponId: string,
): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.storeId, storeId),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length === 1;
}

/** Gives back the use an order took (the order was cancelled or lapsed); never below 0. */
export async function giveBackCouponUse(
  tx: Queries,
  storeId: string,
  couponId: string,
): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), eq(coupons.storeId, storeId), gt(coupons.uses, 0)));
}

/**
 * Takes the use again for a lapsed order the merchant confirms (its lapse gave the use back): counted
 * whatever is left, so `uses` stays the number of live orders holding the coupon. The merchant honours a
 * price the customer was already given; the limit bounds what customers take, not what the merchant
 * confirms.
 */
export async function retakeCouponUse(
  tx: Queries,
  storeId: string,
  couponId: string,
): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, couponId), eq(coupons.storeId, storeId)));
}

/**
 * Whether an order in `status` holds its coupon's use: taken when it was placed, given back when it is
 * cancelled or lapses ('vencido'), taken again when a lapsed order is confirmed. The one rule the status
 * changes and the expiry sweep follow, so a use is given back exactly once.
 */
export function holdsCouponUse(status: string): boolean {
  return status !== 'cancelado' && status !== 'vencido';
}
