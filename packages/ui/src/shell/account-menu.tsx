// The account menu's real trigger and menu, loaded by AppShell on first hover, focus or press of its
// placeholder button (see components/lazy-overlay). Classes come from the shell: a `.css.ts` import
// here would split the library's single stylesheet.
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { preloadConfirmDialog } from '../components/confirm-dialog/confirm-dialog-loader';
import { useTriggerStart, type LazyTriggerStart } from '../components/lazy-overlay';
import { es } from '../i18n/es';
import { shellHrefs } from './hrefs';
import type * as stylesheet from './shell.css';

/** Props of the lazy account menu. */
export interface AccountMenuProps {
  /** The trigger's content (avatar, name, role). */
  children: ReactNode;
  /** 'Cerrar Sesión': asks for confirmation. */
  onLogout: () => void;
  start: LazyTriggerStart;
  styles: typeof stylesheet;
}

/** The avatar button and its menu: Mi Cuenta, Suscripción, Cerrar Sesión. */
export default function AccountMenu({ children, onLogout, start, styles }: AccountMenuProps) {
  const { triggerRef, isOpen, onOpenChange, focusStrategy } = useTriggerStart(start);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        // 'Cerrar Sesión' leads to the confirmation dialog.
        if (open) preloadConfirmDialog();
      }}
    >
      <Button ref={triggerRef} className={styles.accountButton}>
        {children}
      </Button>
      <Popover placement="bottom end" offset={8} className={styles.menuPopover}>
        {/* Where focus goes when the menu opens, as react-aria's MenuTrigger sets it (first item after a key). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Menu className={styles.menu} autoFocus={focusStrategy}>
          <MenuItem href={shellHrefs.myAccount} className={styles.menuItem}>
            {es.shell.header.myAccount}
          </MenuItem>
          <MenuItem href={shellHrefs.subscription} className={styles.menuItem}>
            {es.shell.header.subscription}
          </MenuItem>
          <MenuItem onAction={onLogout} className={styles.menuItem}>
            {es.shell.header.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
