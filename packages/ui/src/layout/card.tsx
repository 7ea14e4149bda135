import { useId, type ReactNode } from 'react';
import { boxTag, cx, type BoxProps, type BoxTag } from './box';
import * as styles from './card.css';

/** Props of {@link Card}. */
export type CardProps<T extends BoxTag = 'section'> = Omit<BoxProps<T>, 'title'> & {
  /** The card's heading (an h2 that also names the card). */
  title?: ReactNode;
  /** Space between the blocks of the card. Default `lg` (16 px). */
  gap?: styles.CardVariants['gap'];
  /** Inner space: `responsive` (default: 16 px on phones, 24 px from `sm`), `lg` or `xl`. */
  padding?: styles.CardVariants['padding'];
};

/** A flat white card with a grey outline holding a column of blocks; a `section` unless `as` says. */
export function Card<T extends BoxTag = 'section'>({
  as,
  title,
  gap,
  padding,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Tag = boxTag(as, 'section');
  const titleId = useId();
  return (
    <Tag
      className={cx(styles.card({ gap, padding }), className)}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </Tag>
  );
}
