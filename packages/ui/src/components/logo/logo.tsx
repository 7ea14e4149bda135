import { es } from '../../i18n/es';
import * as styles from './logo.css';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height of the mark in CSS units. Default 40px. */
  size?: string;
  /** Shows the word "Panel" beside the mark. Default true. */
  withWordmark?: boolean;
}

/** Panel's logo: a light-blue rounded mark with the word "Panel" (`img` named from the catalogue). */
export function Logo({ size = '40px', withWordmark = true }: LogoProps) {
  return (
    <span className={styles.root} role="img" aria-label={es.common.logoAlt}>
      <svg
        aria-hidden="true"
        viewBox="0 0 40 40"
        width={size}
        height={size}
        className={styles.mark}
      >
        <rect width="40" height="40" rx="8" className={styles.markBackground} />
        <path d="M13 29V11h8a6 6 0 0 1 0 12h-8" className={styles.markStroke} />
      </svg>
      {withWordmark && (
        <span aria-hidden="true" className={styles.wordmark}>
          {es.common.logoAlt}
        </span>
      )}
    </span>
  );
}
