import { lazy } from 'react';
import { Button } from '../components/button';
import { OpenedOnce } from '../components/lazy-overlay';
import * as styles from './subscription-modal.css';
import type { SubscriptionModalProps } from './subscription-modal-props';

const Body = lazy(() => import('./subscription-modal-body'));

/**
 * §2.14/§9 '¡Te quedaste sin espacio!': extra product capacity on a five-stop slider. Its code loads
 * when it first opens; it stays mounted after, so closing animates.
 */
export function SubscriptionModal(props: SubscriptionModalProps) {
  return (
    <OpenedOnce isOpen={props.isOpen}>
      <Body {...props} styles={styles} Button={Button} />
    </OpenedOnce>
  );
}
