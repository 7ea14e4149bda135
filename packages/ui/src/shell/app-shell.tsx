import { smallScreenUnreadTotal, unreadCountBySource } from '@panel/domain';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Glyph } from '../components/glyph';
import { es } from '../i18n/es';
import { NotificationsMenu } from '../notifications/notifications-menu';
import type { PanelNotification } from '../notifications/types';
import { toast } from '../provider/toast';
import { Avatar } from './avatar';
import { shellHrefs } from './hrefs';
import * as styles from './shell.css';
import { SidebarContent } from './sidebar';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The page. */
  children: ReactNode;
  /** The store shown at the top of the sidebar. */
  store: {
    /** Store name. */
    name: string;
    /** Picture URL (or data URL); the initial is shown without one. */
    picture?: string | null;
  };
  /** The storefront address ('{link}.{host}' as a full URL); 'Ver tienda' shows only with one. */
  storeUrl?: string | null;
  /** The signed-in user, for the avatar menu. */
  user: {
    /** Full name. */
    name: string;
    /** Picture URL. */
    picture?: string | null;
  };
  /** Every notification from the server (the shell filters and counts them). */
  notifications: readonly PanelNotification[];
  /** Current time for the notifications' relative times. Default: now. */
  now?: Date | number;
  /** The current route, to mark the active sidebar entry (e.g. '/products'). */
  currentPath: string;
  /**
   * Signs out after the confirmation dialog. The shell shows 'Cerrando sesión...', then the success or
   * failure toast; reject on failure. The host clears the session and goes to /login on success.
   */
  onLogout: () => Promise<void>;
  /** Shows the sidebar's trial banner. Default true. */
  showTrialBanner?: boolean;
  /**
   * The trial banner's button (a placeholder in the spec). Default: the browser's confirm with
   * the offer, then an alert saying it is coming soon.
   */
  onTrialAction?: () => void;
}

const defaultTrialAction = () => {
  if (window.confirm(es.shell.trialBanner.confirm)) window.alert(es.shell.trialBanner.alert);
};

/**
 * §2.9 The panel's frame: sidebar (a drawer below 900 px), header with 'Ver tienda', the
 * notifications bell and the account menu, and the logout confirmation.
 */
export function AppShell({
  children,
  store,
  storeUrl,
  user,
  notifications,
  now,
  currentPath,
  onLogout,
  showTrialBanner = true,
  onTrialAction = defaultTrialAction,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuTotal = smallScreenUnreadTotal(unreadCountBySource(notifications));

  const askLogout = () => {
    setDrawerOpen(false);
    setLogoutOpen(true);
  };

  const logout = () => {
    setLogoutOpen(false);
    void toast
      .promise(onLogout(), {
        loading: es.shell.toasts.logoutPending,
        success: es.shell.toasts.logoutSuccess,
        error: es.shell.toasts.logoutFailure,
      })
      .catch(() => undefined);
  };

  const sidebar = (onNavigate?: () => void) => (
    <SidebarContent
      storeName={store.name}
      storePicture={store.picture}
      notifications={notifications}
      currentPath={currentPath}
      showTrialBanner={showTrialBanner}
      onTrialAction={onTrialAction}
      onLogout={askLogout}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>{sidebar()}</aside>
      <div className={styles.main}>
        <header className={styles.header}>
          <Button
            className={styles.menuButton}
            aria-label={
              menuTotal > 0
                ? `${es.shell.header.openMenu}, ${es.shell.sidebar.unread(menuTotal)}`
                : es.shell.header.openMenu
            }
            onPress={() => setDrawerOpen(true)}
          >
            <Glyph name="menu" />
            {menuTotal > 0 && (
              <span className={styles.menuCount} aria-hidden="true">
                {menuTotal > 99 ? '99+' : menuTotal}
              </span>
            )}
          </Button>
          <div className={styles.headerEnd}>
            {storeUrl && (
              <Link href={storeUrl} target="_blank" rel="noreferrer" className={styles.viewStore}>
                <Glyph name="external" size="1em" />
                {es.shell.header.viewStore}
              </Link>
            )}
            <NotificationsMenu notifications={notifications} now={now} />
            <MenuTrigger>
              <Button className={styles.accountButton}>
                <Avatar name={user.name} picture={user.picture} size="sm" />
                {/* The visible name and role name the button (kept for screen readers on phones). */}
                <span className={styles.accountText}>
                  <span className={styles.accountName}>{user.name}</span>{' '}
                  <span className={styles.accountRole}>{es.shell.header.role}</span>
                </span>
                <Glyph name="chevronDown" size="1em" />
              </Button>
              <Popover placement="bottom end" offset={8} className={styles.menuPopover}>
                <Menu className={styles.menu}>
                  <MenuItem href={shellHrefs.myAccount} className={styles.menuItem}>
                    {es.shell.header.myAccount}
                  </MenuItem>
                  <MenuItem href={shellHrefs.subscription} className={styles.menuItem}>
                    {es.shell.header.subscription}
                  </MenuItem>
                  <MenuItem onAction={askLogout} className={styles.menuItem}>
                    {es.shell.header.logout}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          </div>
        </header>
        <main className={styles.content}>{children}</main>
      </div>

      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className={styles.drawerOverlay}
      >
        <Modal className={styles.drawer}>
          <Dialog aria-label={es.shell.sidebar.navLabel} className={styles.drawerDialog}>
            <div className={styles.drawerTop}>
              <Button
                aria-label={es.common.close}
                className={styles.iconButton}
                onPress={() => setDrawerOpen(false)}
              >
                <Glyph name="close" />
              </Button>
            </div>
            {sidebar(() => setDrawerOpen(false))}
          </Dialog>
        </Modal>
      </ModalOverlay>

      <ConfirmDialog
        isOpen={logoutOpen}
        title={es.shell.logoutDialog.title}
        text={es.shell.logoutDialog.text}
        confirmLabel={es.shell.logoutDialog.confirm}
        cancelLabel={es.shell.logoutDialog.cancel}
        onConfirm={logout}
        onCancel={() => setLogoutOpen(false)}
      />
    </div>
  );
}
