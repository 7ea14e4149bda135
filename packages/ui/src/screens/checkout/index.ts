export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type CheckoutValues,
  type CheckoutMessage,
} from './checkout-screen';
