import {
  isApiError,
  useCoupons,
  useCreateCoupon,
  useDeactivateCoupon,
  useDeleteCoupon,
  useUpdateCoupon,
  useUserInfo,
} from '@panel/api';
import { COUPON_MESSAGES } from '@panel/domain';
import { CouponsScreen, type CouponValue, type FieldRefusal } from '@panel/ui';
import { asServerError } from '../api';

/** A 409 'Ya tienes un cupón con este código.' is shown at the code field. */
function asCouponRefusal(err: unknown): FieldRefusal<'code'> | Error {
  if (isApiError(err) && err.status === 409 && err.error === COUPON_MESSAGES.codeTaken) {
    return { field: 'code' };
  }
  return asServerError(err);
}

/** /coupons: 'Cupones' under 'Gestionar' (issue 23), through the coupons calls. */
export function Component() {
  const coupons = useCoupons();
  const userInfo = useUserInfo();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const deactivate = useDeactivateCoupon();
  const remove = useDeleteCoupon();
  const country = userInfo.data?.store?.country ?? userInfo.data?.user.country ?? '';
  return (
    <CouponsScreen
      coupons={coupons.data as CouponValue[] | undefined}
      error={coupons.isError}
      storeCountry={country}
      onSave={async (body, id) => {
        try {
          if (id === undefined) await create.mutateAsync(body);
          else await update.mutateAsync({ id, body });
        } catch (err) {
          throw asCouponRefusal(err);
        }
      }}
      onDeactivate={(id) => deactivate.mutateAsync(id)}
      onDelete={(id) => remove.mutateAsync(id)}
    />
  );
}
