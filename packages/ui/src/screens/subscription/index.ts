export {
  SubscriptionScreen,
  type SubscriptionScreenProps,
  type SubscriptionPlan,
} from './subscription-screen';
