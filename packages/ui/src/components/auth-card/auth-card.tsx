import type { ReactNode } from 'react';
import { Logo } from '../logo';
import * as styles from './auth-card.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The card's content: heading, form, links. */
  children: ReactNode;
  /** Shows the logo above the content. Default true. */
  withLogo?: boolean;
}

/**
 * The frame of the sign-in and onboarding screens: a flat card centred on the grey background, full
 * width on phones. Renders a `main` landmark.
 */
export function AuthCard({ children, withLogo = true }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {withLogo && (
          <div className={styles.logo}>
            <Logo />
          </div>
        )}
        {children}
      </div>
    </main>
  );
}
