import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Glyph } from '../glyph';
import * as styles from './banner.css';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** The message. */
  children: ReactNode;
  /** Accessible name of the close button; without `onDismiss` there is no close button. */
  dismissLabel?: string;
  /** Called by the close (×) button. */
  onDismiss?: () => void;
}

/** An information strip (light blue, info icon) with an optional close button. */
export function Banner({ children, dismissLabel, onDismiss }: BannerProps) {
  return (
    <div role="status" className={styles.banner}>
      <Glyph name="info" className={styles.icon} />
      <div className={styles.content}>{children}</div>
      {onDismiss && (
        <Button aria-label={dismissLabel} className={styles.close} onPress={onDismiss}>
          <Glyph name="close" />
        </Button>
      )}
    </div>
  );
}
