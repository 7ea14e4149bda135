export {
  SubscriptionModal,
  type SubscriptionModalProps,
  type ExtraCapacityChoice,
} from './subscription-modal';
