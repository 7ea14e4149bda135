import { SubscriptionScreen } from '@panel/ui';
import { useModal } from '../modal';

/** /subscription: the plans; '+ Aumentar productos' opens the subscription modal. */
export function Component() {
  const modal = useModal();
  return <SubscriptionScreen onIncreaseProducts={() => modal.open('subscription')} />;
}
