import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { json, setup, BASE_URL } from '../testing/fetch-spy';
import type { Coupon } from '../types';
import {
  couponsQuery,
  createCouponMutation,
  deactivateCouponMutation,
  deleteCouponMutation,
  updateCouponMutation,
} from './coupons';
import { couponKeys } from './keys';

function run<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 'k1',
  code: 'PRIMERA10',
  kind: 'porcentaje',
  percent: 10,
  amount: null,
  minSubtotal: null,
  maxUses: null,
  uses: 3,
  startsOn: null,
  endsOn: null,
  active: true,
  combinesWithPaymentDiscount: true,
  ...overrides,
});

describe('coupons', () => {
  it('are listed by GET /coupons', async () => {
    const { client, request } = setup(() => json({ ok: true, data: [coupon()] }));
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(couponsQuery(client))).toEqual([coupon()]);
    expect(request().url).toBe(`${BASE_URL}/coupons`);
    expect(couponKeys.list()).toEqual(['coupons', 'list']);
  });

  it('create puts the new coupon first, update and deactivate replace it, delete removes it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(couponKeys.list(), [coupon()]);
    const list = () => queryClient.getQueryData<Coupon[]>(couponKeys.list());

    const envio = coupon({ id: 'k2', code: 'ENVIO', kind: 'envio_gratis', percent: null, uses: 0 });
    const created = setup(() => json({ ok: true, data: envio }));
    await run(queryClient, createCouponMutation(created.client, queryClient), {
      code: 'envio',
      kind: 'envio_gratis',
    });
    expect(created.request().method).toBe('POST');
    expect(created.request().url).toBe(`${BASE_URL}/coupons/create`);
    expect(await created.request().json()).toEqual({ code: 'envio', kind: 'envio_gratis' });
    expect(list()?.map((c) => c.code)).toEqual(['ENVIO', 'PRIMERA10']);

    const renamed = coupon({ code: 'SEGUNDA10' });
    const updated = setup(() => json({ ok: true, data: renamed }));
    await run(queryClient, updateCouponMutation(updated.client, queryClient), {
      id: 'k1',
      body: { code: 'SEGUNDA10', kind: 'porcentaje', percent: 10 },
    });
    expect(updated.request().method).toBe('PUT');
    expect(updated.request().url).toBe(`${BASE_URL}/coupons/update/k1`);
    expect(list()?.map((c) => c.code)).toEqual(['ENVIO', 'SEGUNDA10']);

    const off = setup(() => json({ ok: true, data: { ...envio, active: false } }));
    await run(queryClient, deactivateCouponMutation(off.client, queryClient), 'k2');
    expect(off.request().url).toBe(`${BASE_URL}/coupons/deactivate/k2`);
    expect(list()?.[0]?.active).toBe(false);

    const gone = setup(() => json({ ok: true }));
    await run(queryClient, deleteCouponMutation(gone.client, queryClient), 'k2');
    expect(gone.request().method).toBe('DELETE');
    expect(gone.request().url).toBe(`${BASE_URL}/coupons/delete/k2`);
    expect(list()?.map((c) => c.code)).toEqual(['SEGUNDA10']);
    expect(queryClient.getQueryState(couponKeys.list())?.isInvalidated).toBe(true);
  });
});
