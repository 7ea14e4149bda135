// The 'delete selected' button with its 'Eliminar' tooltip, loaded by the product list when the
// button first appears (after a selection; see components/lazy-overlay). Classes come from the
// screen: a `.css.ts` import here would split the library's single stylesheet.
import type { ReactNode } from 'react';
import { Button as AriaButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTriggerStart, type LazyTriggerStart } from '../../components/lazy-overlay';
import type * as stylesheet from './product-list-screen.css';

/** Props of the lazy delete button. */
export interface DeleteSelectedProps {
  /** The button's accessible name and tooltip. */
  label: string;
  /** The button's content (the trash icon). */
  children: ReactNode;
  onPress: () => void;
  start: LazyTriggerStart;
  styles: typeof stylesheet;
}

/** The trash button with its tooltip. */
export default function DeleteSelected({
  label,
  children,
  onPress,
  start,
  styles,
}: DeleteSelectedProps) {
  const { triggerRef } = useTriggerStart({ focus: start.focus, open: false });
  return (
    <TooltipTrigger delay={300}>
      <AriaButton
        ref={triggerRef}
        aria-label={label}
        className={`${styles.iconButton} ${styles.danger}`}
        onPress={onPress}
      >
        {children}
      </AriaButton>
      <Tooltip className={styles.tooltip} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
