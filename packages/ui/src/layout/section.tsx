import { useId, type ReactNode } from 'react';
import { cx } from './box';
import { title as titleClass } from './card.css';
import { inline } from './inline.css';
import { stack, type StackVariants } from './stack.css';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The section's heading (an h2 that also names the section). */
  title: ReactNode;
  /** Controls at the end of the heading's row (a period picker…), below it when room runs out. */
  actions?: ReactNode;
  /** Space between the heading and the blocks. Default `lg` (16 px). */
  gap?: StackVariants['gap'];
  /** More classes: the screen's own styles. */
  className?: string;
  /** The section's blocks. */
  children: ReactNode;
}

/** A titled part of a screen, without paper: the heading, optional actions, then its blocks. */
export function Section({ title, actions, gap, className, children }: SectionProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={titleClass}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={titleId} className={cx(stack({ gap }), className)}>
      {actions ? (
        <div className={inline({ gap: 'md', alignY: 'end', justify: 'between' })}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
