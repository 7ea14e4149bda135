// A row's real menu trigger and menu (Ver / Editar / Duplicar / Eliminar), loaded by the product list on the
// first hover, focus or press of a row's placeholder button (see components/lazy-overlay). Classes
// come from the screen: a `.css.ts` import here would split the library's single stylesheet.
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { preloadConfirmDialog } from '../../components/confirm-dialog/confirm-dialog-loader';
import { useTriggerStart, type LazyTriggerStart } from '../../components/lazy-overlay';
import { es } from '../../i18n/es';
import type * as stylesheet from './product-list-screen.css';

const t = es.products;

/** Props of the lazy row menu. */
export interface RowMenuProps {
  /** The trigger's accessible name. */
  label: string;
  /** The trigger's content (the ⋮ icon). */
  children: ReactNode;
  /** The storefront page of the product ('Ver', in a new tab). */
  viewHref: string;
  /** Offer 'Duplicar'. */
  canDuplicate: boolean;
  /** 'edit', 'duplicate' or 'delete'. */
  onAction: (key: Key) => void;
  start: LazyTriggerStart;
  styles: typeof stylesheet;
}

/** The ⋮ button of a row and its menu. */
export default function RowMenu({
  label,
  children,
  viewHref,
  canDuplicate,
  onAction,
  start,
  styles,
}: RowMenuProps) {
  const { triggerRef, isOpen, onOpenChange, focusStrategy } = useTriggerStart(start);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        // 'Eliminar' leads to the confirmation dialog.
        if (open) preloadConfirmDialog();
      }}
    >
      <AriaButton ref={triggerRef} aria-label={label} className={styles.iconButton}>
        {children}
      </AriaButton>
      <Popover placement="bottom end">
        {/* Where focus goes when the menu opens, as react-aria's MenuTrigger sets it (first item after a key). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Menu className={styles.menu} onAction={onAction} autoFocus={focusStrategy}>
          <MenuItem
            id="view"
            href={viewHref}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.menuItem}
          >
            {t.rowActions.view}
          </MenuItem>
          <MenuItem id="edit" className={styles.menuItem}>
            {t.rowActions.edit}
          </MenuItem>
          {canDuplicate && (
            <MenuItem id="duplicate" className={styles.menuItem}>
              {t.rowActions.duplicate}
            </MenuItem>
          )}
          <MenuItem id="delete" className={styles.menuItemDanger}>
            {t.rowActions.delete}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
