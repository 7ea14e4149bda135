import {
  useCheckout,
  useConfig,
  useDeliverySettings,
  usePaymentSettings,
  useUpdateCheckout,
  useUpdateDeliverySettings,
  useUpdatePaymentSettings,
  useUserInfo,
} from '@panel/api';
import { nationalDigits, takesOrders, type DeliveryOptionInput } from '@panel/domain';
import {
  CHECKOUT_TABS,
  CheckoutScreen,
  CheckoutTabs,
  DeliverySettingsScreen,
  PaymentSettingsScreen,
  type CheckoutTab,
  type DeliveryOptionValue,
  type PaymentMethodValue,
} from '@panel/ui';
import { useSearchParams } from 'react-router-dom';
import { asServerError } from '../api';
import { asFieldRefusal } from '../field-refusal';
import { useUnsavedChanges } from '../leave-guard';
import { useStorefrontUrl } from '../storefront';

/** The tab in the URL (`?tab=entrega`, `?tab=cobro`); anything else is the WhatsApp checkout. */
const TAB_PARAMS: Record<CheckoutTab, string | null> = {
  whatsapp: null,
  delivery: 'entrega',
  payment: 'cobro',
};

function tabOf(param: string | null): CheckoutTab {
  return CHECKOUT_TABS.find((tab) => TAB_PARAMS[tab] === param) ?? 'whatsapp';
}

/**
 * /checkout: the WhatsApp checkout (stores/checkout/update), 'Entrega' (stores/checkout/delivery) and
 * 'Cobro' (stores/checkout/payments), as tabs kept in the URL.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <CheckoutTabs
      selected={tab}
      onSelect={(next) => {
        const param = TAB_PARAMS[next];
        setParams(param === null ? {} : { tab: param }, { replace: true });
      }}
    >
      {tab === 'whatsapp' ? <WhatsappTab /> : tab === 'delivery' ? <DeliveryTab /> : <PaymentTab />}
    </CheckoutTabs>
  );
}

function WhatsappTab() {
  const checkout = useCheckout();
  const userInfo = useUserInfo();
  const update = useUpdateCheckout();
  const onDirtyChange = useUnsavedChanges();
  // The preview's sample order is priced with the store's 'Entrega' and 'Cobro' (issue 23); until they
  // load (or if they fail) it uses samples, as for a store without them.
  const delivery = useDeliverySettings();
  const payments = usePaymentSettings();
  const config = useConfig();
  const storefrontUrl = useStorefrontUrl();
  // A failed load is the route's error page (Spanish, with a way back), not an empty form.
  if (checkout.isError) throw checkout.error;
  // The screen starts from the saved values, so it waits for them.
  if (!checkout.data || !userInfo.data) return null;
  const store = userInfo.data.store;
  const host = config.data?.storeHost;
  return (
    <CheckoutScreen
      withHeader={false}
      deliveryOptions={(delivery.data?.options ?? []) as DeliveryOptionValue[]}
      paymentMethods={(payments.data?.methods ?? []) as PaymentMethodValue[]}
      storeOrigin={store && host ? storefrontUrl(store.link, host).replace(/\/$/, '') : undefined}
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

function DeliveryTab() {
  const delivery = useDeliverySettings();
  const checkout = useCheckout();
  const userInfo = useUserInfo();
  const update = useUpdateDeliverySettings();
  const onDirtyChange = useUnsavedChanges();
  if (delivery.isError) throw delivery.error;
  if (checkout.isError) throw checkout.error;
  if (!delivery.data || !checkout.data || !userInfo.data) return null;
  const country = userInfo.data.store?.country ?? userInfo.data.user.country;
  return (
    <DeliverySettingsScreen
      saved={delivery.data.options as DeliveryOptionValue[]}
      storeCountry={country}
      takingOrders={takesOrders(checkout.data)}
      onDirtyChange={onDirtyChange}
      onSave={async (options) => {
        try {
          await update.mutateAsync({
            options: options.map((option) => ({ ...option }) satisfies DeliveryOptionInput),
          });
        } catch (err) {
          throw asServerError(err);
        }
      }}
    />
  );
}

function PaymentTab() {
  const payments = usePaymentSettings();
  const update = useUpdatePaymentSettings();
  const onDirtyChange = useUnsavedChanges();
  if (payments.isError) throw payments.error;
  if (!payments.data) return null;
  return (
    <PaymentSettingsScreen
      saved={payments.data.methods as PaymentMethodValue[]}
      storeCountry={payments.data.country}
      onDirtyChange={onDirtyChange}
      onSave={async (methods) => {
        try {
          await update.mutateAsync({ methods });
        } catch (err) {
          throw asServerError(err);
        }
      }}
    />
  );
}
