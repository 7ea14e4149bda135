// The store's discount codes (issue 23) over a fresh database: create, list with uses, edit, deactivate,
// delete; codes unique per store whatever their case; the domain's Spanish refusals; another store's
// session that can neither see nor touch them; and the use counter that two orders racing for the last
// use cannot both take (in parallel on PostgreSQL). Every case failed on the code before coupons existed
// (the calls answered 501 and there was no coupons table); the rules were also broken once on purpose
// (no tenant filter on update, no `uses < max_uses` guard): their tests failed.
import { COUPON_MESSAGES } from '@panel/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findCoupon, giveBackCouponUse, takeCouponUse } from '../src/coupons/index.js';
import { coupons } from '../src/db/schema.js';
import { COUPONS_MAX } from '../src/routes/coupons/index.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createMerchant, type Merchant } from './helpers.js';

interface CouponData {
  id: string;
  code: string;
  kind: string;
  percent: number | null;
  amount: string | null;
  minSubtotal: string | null;
  maxUses: number | null;
  uses: number;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  combinesWithPaymentDiscount: boolean;
}

describe.each(backends)('coupons (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started));

  const list = async (m: Merchant) => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/coupons', headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CouponData[];
  };
  const create = (m: Merchant, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v2/coupons/create', headers: m.headers, payload });
  const createOk = async (m: Merchant, payload: Record<string, unknown>) => {
    const res = await create(m, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CouponData;
  };
  const update = (m: Merchant, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v2/coupons/update/${id}`, headers: m.headers, payload });
  const deactivate = (m: Merchant, id: string) =>
    app.inject({ method: 'POST', url: `/api/v2/coupons/deactivate/${id}`, headers: m.headers });
  const remove = (m: Merchant, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/v2/coupons/delete/${id}`, headers: m.headers });

  it('creates, lists with uses, edits, deactivates and deletes', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    expect(await list(m)).toEqual([]);
    const primera = await createOk(m, {
      code: ' primera10 ',
      kind: 'porcentaje',
      percent: 10,
      minSubtotal: '20000',
      maxUses: 100,
      startsOn: '2026-01-01',
      endsOn: '2026-01-31',
    });
    expect(primera).toEqual({
      id: primera.id,
      code: 'PRIMERA10',
      kind: 'porcentaje',
      percent: 10,
      amount: null,
      minSubtotal: '20000.00',
      maxUses: 100,
      uses: 0,
      startsOn: '2026-01-01',
      endsOn: '2026-01-31',
      active: true,
      combinesWithPaymentDiscount: true,
    });
    const envio = await createOk(m, { code: 'ENVIO', kind: 'envio_gratis' });
    expect((await list(m)).map((c) => c.code)).toEqual(['ENVIO', 'PRIMERA10']);

    const edited = await update(m, primera.id, {
      code: 'Regalo',
      kind: 'monto_fijo',
      amount: '2500.5',
      combinesWithPaymentDiscount: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      code: 'REGALO',
      kind: 'monto_fijo',
      percent: null,
      amount: '2500.50',
      minSubtotal: null,
      maxUses: null,
      startsOn: null,
      combinesWithPaymentDiscount: false,
    });

    const off = await deactivate(m, envio.id);
    expect(off.json()).toMatchObject({ ok: true, data: { code: 'ENVIO', active: false } });
    expect((await remove(m, envio.id)).json()).toEqual({ ok: true });
    expect((await remove(m, envio.id)).statusCode).toBe(404);
    expect((await list(m)).map((c) => c.code)).toEqual(['REGALO']);
  });

  it('keeps codes unique per store whatever their case, and lets another store use the same', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const first = await createOk(m, { code: 'verano', kind: 'porcentaje', percent: 5 });
    const again = await create(m, { code: 'VERANO', kind: 'envio_gratis' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, error: COUPON_MESSAGES.codeTaken });
    const other = await createOk(m, { code: 'otono', kind: 'porcentaje', percent: 5 });
    expect((await update(m, other.id, { code: 'Verano', kind: 'envio_gratis' })).statusCode).toBe(
      409,
    );
    // Saving a coupon under its own code (another case) is allowed.
    expect((await update(m, first.id, { code: 'VERANO', kind: 'envio_gratis' })).statusCode).toBe(
      200,
    );
    const elsewhere = await createMerchant(app.db, { country: 'AR' });
    expect((await create(elsewhere, { code: 'VERANO', kind: 'envio_gratis' })).statusCode).toBe(
      200,
    );
    // The database holds the rule too: a lowercase code cannot be written past the routes.
    await expect(
      app.db.insert(coupons).values({ storeId: m.storeId, code: 'verano', kind: 'envio_gratis' }),
    ).rejects.toThrow();
  });

  it("refuses a bad field with the domain's Spanish message", async () => {
    const ar = await createMerchant(app.db, { country: 'AR' });
    const refusal = async (m: Merchant, payload: Record<string, unknown>) => {
      const res = await create(m, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as string;
    };
    expect(await refusal(ar, { code: 'mi cupón', kind: 'porcentaje', percent: 10 })).toBe(
      COUPON_MESSAGES.code,
    );
    expect(await refusal(ar, { code: 'ABC', kind: 'porcentaje', percent: 101 })).toBe(
      COUPON_MESSAGES.percent,
    );
    expect(await refusal(ar, { code: 'ABC', kind: 'regalo' })).toBe(COUPON_MESSAGES.kind);
    expect(await refusal(ar, { code: 'ABC', kind: 'monto_fijo', amount: '-5' })).toBe(
      COUPON_MESSAGES.amount,
    );
    expect(
      await refusal(ar, {
        code: 'ABC',
        kind: 'envio_gratis',
        startsOn: '2026-02-01',
        endsOn: '2026-01-31',
      }),
    ).toBe(COUPON_MESSAGES.dateOrder);
    const cl = await createMerchant(app.db, { country: 'CL' });
    expect(await refusal(cl, { code: 'ABC', kind: 'monto_fijo', amount: '1000.50' })).toBe(
      COUPON_MESSAGES.wholeAmount,
    );
    expect(await list(ar)).toEqual([]);
  });

  it("never shows or changes another store's coupon", async () => {
    const owner = await createMerchant(app.db, { country: 'AR' });
    const other = await createMerchant(app.db, { country: 'AR' });
    const coupon = await createOk(owner, { code: 'PROPIO', kind: 'porcentaje', percent: 10 });
    expect(await list(other)).toEqual([]);
    const attempts = [
      await update(other, coupon.id, { code: 'ROBADO', kind: 'porcentaje', percent: 100 }),
      await deactivate(other, coupon.id),
      await remove(other, coupon.id),
    ];
    expect(attempts.map((res) => [res.statusCode, res.json().error])).toEqual([
      [404, 'Not found'],
      [404, 'Not found'],
      [404, 'Not found'],
    ]);
    expect(await list(owner)).toEqual([coupon]);
    expect((await app.inject({ method: 'GET', url: '/api/v2/coupons' })).statusCode).toBe(401);
  });

  it('stops at 500 coupons a store', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    await app.db.insert(coupons).values(
      Array.from({ length: COUPONS_MAX - 1 }, (_, i) => ({
        storeId: m.storeId,
        code: `C${i}XX`,
        kind: 'envio_gratis' as const,
      })),
    );
    expect((await create(m, { code: 'ULTIMO', kind: 'envio_gratis' })).statusCode).toBe(200);
    const over = await create(m, { code: 'SOBRA', kind: 'envio_gratis' });
    expect([over.statusCode, over.json().error]).toEqual([403, 'Coupons limit reached']);
  });

  it('finds a code typed in any case, only in its store', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const other = await createMerchant(app.db, { country: 'AR' });
    await createOk(m, {
      code: 'PRIMERA10',
      kind: 'monto_fijo',
      amount: '2500',
      minSubtotal: '20000',
    });
    expect(await findCoupon(app.db, m.storeId, ' primera10 ')).toMatchObject({
      code: 'PRIMERA10',
      kind: 'monto_fijo',
      value: 250_000,
      minSubtotalCents: 2_000_000,
      uses: 0,
    });
    expect(await findCoupon(app.db, other.storeId, 'PRIMERA10')).toBeNull();
  });

  it('gives the last use to one of two orders taking it at once, and takes it back', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const coupon = await createOk(m, {
      code: 'ULTIMO',
      kind: 'porcentaje',
      percent: 10,
      maxUses: 1,
    });
    // Two orders' transactions, in parallel (two connections on PostgreSQL; PGlite runs them in turn).
    const race = await Promise.all(
      [1, 2].map(() =>
        app.db.transaction(async (tx) => {
          const taken = await takeCouponUse(tx, m.storeId, coupon.id);
          await tx.execute(sql`select pg_sleep(0.05)`);
          return taken;
        }),
      ),
    );
    expect(race.filter(Boolean)).toHaveLength(1);
    expect((await list(m))[0]).toMatchObject({ uses: 1 });
    expect(await takeCouponUse(app.db, m.storeId, coupon.id)).toBe(false);
    // Another store cannot take it.
    const other = await createMerchant(app.db, { country: 'AR' });
    await giveBackCouponUse(app.db, m.storeId, coupon.id);
    expect(await takeCouponUse(app.db, other.storeId, coupon.id)).toBe(false);
    expect((await list(m))[0]).toMatchObject({ uses: 0 });
    await giveBackCouponUse(app.db, m.storeId, coupon.id);
    const [row] = await app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(0);
    // A deactivated coupon gives no use.
    await deactivate(m, coupon.id);
    expect(await takeCouponUse(app.db, m.storeId, coupon.id)).toBe(false);
  });

  it('answers many parallel takes of a 3-use coupon with exactly 3 uses', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const coupon = await createOk(m, { code: 'TRES', kind: 'envio_gratis', maxUses: 3 });
    const takes = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.db.transaction((tx) => takeCouponUse(tx, m.storeId, coupon.id)),
      ),
    );
    expect(takes.filter(Boolean)).toHaveLength(3);
    expect((await list(m))[0]).toMatchObject({ uses: 3 });
  });
});
