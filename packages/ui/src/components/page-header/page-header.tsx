import type { ReactNode } from 'react';
import * as styles from './page-header.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The screen's title (the page's h1). */
  title: string;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** Buttons at the end (below the title on phones). */
  actions?: ReactNode;
}

/** Title, subtitle and primary actions at the top of a screen. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.texts}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
