import { useCheckout, useUpdateCheckout, useUserInfo } from '@panel/api';
import { nationalDigits } from '@panel/domain';
import { CheckoutScreen } from '@panel/ui';
import { asFieldRefusal } from '../field-refusal';
import { useUnsavedChanges } from '../leave-guard';

/** /checkout: the WhatsApp checkout, saved through stores/checkout/update (then refetched). */
export function Component() {
  const checkout = useCheckout();
  const userInfo = useUserInfo();
  const update = useUpdateCheckout();
  const onDirtyChange = useUnsavedChanges();
  // A failed load is the route's error page (Spanish, with a way back), not an empty form.
  if (checkout.isError) throw checkout.error;
  // The screen starts from the saved values, so it waits for them.
  if (!checkout.data || !userInfo.data) return null;
  const store = userInfo.data.store;
  return (
    <CheckoutScreen
      onDirtyChange={onDirtyChange}
      saved={checkout.data}
      storeName={store?.name ?? ''}
      storeCountry={store?.country ?? userInfo.data.user.country}
      onSave={async (values) => {
        try {
          await update.mutateAsync({
            ...values,
            phone: nationalDigits(values.phone, values.phoneArea),
          });
        } catch (err) {
          throw asFieldRefusal(err);
        }
      }}
      onTestMessage={(url) => {
        window.open(url, '_blank', 'noopener,noreferrer');
      }}
    />
  );
}
