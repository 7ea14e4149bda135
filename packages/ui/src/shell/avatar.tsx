import * as styles from './shell.css';

/** A round picture, or the first letter of the name on a tinted circle. */
export function Avatar({
  name,
  picture,
  size,
}: {
  name: string;
  picture?: string | null;
  size: 'sm' | 'md';
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return picture ? (
    <img src={picture} alt="" className={styles.avatar} data-size={size} />
  ) : (
    <span aria-hidden="true" className={styles.avatar} data-size={size}>
      {initial}
    </span>
  );
}
