import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { dataOf, expectOk, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { Coupon, CouponInput } from '../types';
import { couponKeys } from './keys';

/** GET /coupons: the store's discount codes, newest first, with their uses (30 s). */
export function couponsQuery(client: PanelClient) {
  return queryOptions({
    queryKey: couponKeys.list(),
    queryFn: async ({ signal }): Promise<Coupon[]> =>
      dataOf(await client.GET('/coupons', { signal })),
    staleTime: STALE_TIMES.coupons,
  });
}

/** Puts a saved coupon in the cached list (first when new), then refetches the list. */
function saved(queryClient: QueryClient, coupon: Coupon) {
  queryClient.setQueryData(couponKeys.list(), (list: Coupon[] | undefined) => {
    if (!list) return list;
    return list.some((c) => c.id === coupon.id)
      ? list.map((c) => (c.id === coupon.id ? coupon : c))
      : [coupon, ...list];
  });
  return queryClient.invalidateQueries({ queryKey: couponKeys.list() });
}

/** POST /coupons/create; the new coupon heads the cached list at once. */
export function createCouponMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...couponKeys.all, 'create'],
    mutationFn: async (body: CouponInput): Promise<Coupon> =>
      dataOf(await client.POST('/coupons/create', { body })),
    onSuccess: (coupon) => saved(queryClient, coupon),
  });
}

/** PUT /coupons/update/{id}. */
export function updateCouponMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...couponKeys.all, 'update'],
    mutationFn: async ({ id, body }: { id: string; body: CouponInput }): Promise<Coupon> =>
      dataOf(await client.PUT('/coupons/update/{id}', { params: { path: { id } }, body })),
    onSuccess: (coupon) => saved(queryClient, coupon),
  });
}

/** POST /coupons/deactivate/{id}. */
export function deactivateCouponMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...couponKeys.all, 'deactivate'],
    mutationFn: async (id: string): Promise<Coupon> =>
      dataOf(await client.POST('/coupons/deactivate/{id}', { params: { path: { id } } })),
    onSuccess: (coupon) => saved(queryClient, coupon),
  });
}

/** DELETE /coupons/delete/{id}; the coupon leaves the cached list at once. */
export function deleteCouponMutation(client: PanelClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...couponKeys.all, 'delete'],
    mutationFn: async (id: string): Promise<string> => {
      expectOk(await client.DELETE('/coupons/delete/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData(couponKeys.list(), (list: Coupon[] | undefined) =>
        list?.filter((c) => c.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: couponKeys.list() });
    },
  });
}

/** The store's coupons. */
export function useCoupons() {
  return useQuery(couponsQuery(usePanelClient()));
}

/** Create a coupon. */
export function useCreateCoupon() {
  return useMutation(createCouponMutation(usePanelClient(), useQueryClient()));
}

/** Edit a coupon. */
export function useUpdateCoupon() {
  return useMutation(updateCouponMutation(usePanelClient(), useQueryClient()));
}

/** Deactivate a coupon. */
export function useDeactivateCoupon() {
  return useMutation(deactivateCouponMutation(usePanelClient(), useQueryClient()));
}

/** Delete a coupon. */
export function useDeleteCoupon() {
  return useMutation(deleteCouponMutation(usePanelClient(), useQueryClient()));
}
