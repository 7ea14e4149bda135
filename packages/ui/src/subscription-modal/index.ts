export { SubscriptionModal } from './subscription-modal';
export type { SubscriptionModalProps, ExtraCapacityChoice } from './subscription-modal-props';
