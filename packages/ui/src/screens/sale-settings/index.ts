export {
  DeliverySettingsScreen,
  type DeliverySettingsScreenProps,
  type DeliveryOptionValue,
  type DeliveryOptionForm,
} from './delivery-settings-screen';
export {
  PaymentSettingsScreen,
  type PaymentSettingsScreenProps,
  type PaymentMethodValue,
  type PaymentMethodForm,
} from './payment-settings-screen';
export {
  CheckoutTabs,
  CHECKOUT_TABS,
  type CheckoutTab,
  type CheckoutTabsProps,
} from './checkout-tabs';
export {
  CouponsScreen,
  type CouponsScreenProps,
  type CouponValue,
  type CouponFormValues,
} from './coupons-screen';
