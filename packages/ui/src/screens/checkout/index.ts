export {
  CheckoutScreen,
  type CheckoutScreenProps,
  type CheckoutValues,
  type CheckoutMessage,
  type CheckoutHoldMinutes,
} from './checkout-screen';
