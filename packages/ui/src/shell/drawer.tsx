// The small-screen drawer, loaded by AppShell on first opening (react-aria's modal stack is not
// needed before). Classes come from the shell: a `.css.ts` import here would split the library's
// single stylesheet.
import type { ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Glyph } from '../components/glyph';
import { es } from '../i18n/es';
import type * as stylesheet from './shell.css';

/** Props of the lazy drawer. */
export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The sidebar's content. */
  children: ReactNode;
  styles: typeof stylesheet;
}

/** The sidebar as a dismissable drawer, with a close button. */
export default function Drawer({ isOpen, onOpenChange, children, styles }: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={es.shell.sidebar.navLabel} className={styles.drawerDialog}>
          <div className={styles.drawerTop}>
            <Button
              aria-label={es.common.close}
              className={styles.iconButton}
              onPress={() => onOpenChange(false)}
            >
              <Glyph name="close" />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
