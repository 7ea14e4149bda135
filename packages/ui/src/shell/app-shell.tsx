import { smallScreenUnreadTotal, unreadCountBySource } from '@panel/domain';
import { lazy, useState, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Glyph } from '../components/glyph';
import { OpenedOnce, lazyModule, preload, useLazyTrigger } from '../components/lazy-overlay';
import { es } from '../i18n/es';
import { Inline } from '../layout';
import { NotificationsMenu } from '../notifications/notifications-menu';
import type { PanelNotification } from '../notifications/types';
import { toast } from '../provider/toast';
import { Avatar } from './avatar';
import * as styles from './shell.css';
import { SidebarContent } from './sidebar';

// Overlays load on first use (components/lazy-overlay): the drawer when the menu button is pressed,
// the account menu when its button is hovered, focused or pressed.
const drawer = lazyModule(() => import('./drawer'));
const Drawer = lazy(drawer.preload);
const accountMenu = lazyModule(() => import('./account-menu'));

/** The account button; its menu's code loads on first hover, focus or press. */
function AccountMenu({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  const { loaded, placeholderProps, start } = useLazyTrigger(accountMenu);
  if (loaded) {
    const Menu = loaded.default;
    return (
      <Menu start={start} onLogout={onLogout} styles={styles}>
        {children}
      </Menu>
    );
  }
  return (
    <Button
      className={styles.accountButton}
      aria-haspopup="true"
      aria-expanded={false}
      {...placeholderProps}
    >
      {children}
    </Button>
  );
}

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
  /**
   * The store cannot take orders (no WhatsApp number in 'Checkout'): 'No recibe pedidos' shows beside
   * 'Ver tienda', leading to 'Checkout'. Unset while unknown.
   */
  storeClosed?: boolean;
  /** The signed-in user, for the avatar menu. */
  user: {
    /** Full name. */
    name: string;
    /** Picture URL. */
    picture?: string | null;
  };
  /** Every notification from the server (the shell filters and counts them). */
  notifications: readonly PanelNotification[];
  /**
   * The store's orders waiting in 'nuevo' (the orders list's `newOrders`): the 'Pedidos' badge
   * (issue 21). Without it the badge counts unread order notifications.
   */
  newOrders?: number;
  /** Current time for the notifications' relative times. Default: now. */
  now?: Date | number;
  /**
   * Called when the notifications menu opens, with the ids of the unread ones it shows; the host marks
   * them read so the bell, sidebar and menu badges clear.
   */
  onNotificationsOpen?: (unreadIds: string[]) => void;
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
  storeClosed = false,
  user,
  notifications,
  newOrders,
  now,
  onNotificationsOpen,
  currentPath,
  onLogout,
  showTrialBanner = true,
  onTrialAction = defaultTrialAction,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The phone's menu button sums the drawer's badges: 'Pedidos' counts the orders in 'nuevo' there as in
  // the sidebar (issue 21), not its unread notifications.
  const counts = unreadCountBySource(notifications);
  const menuTotal = smallScreenUnreadTotal(
    newOrders === undefined ? counts : { ...counts, orders: newOrders },
  );
  // Its name tells the two apart (unread notifications, orders waiting) and carries the total it shows.
  const menuOrders = newOrders ?? 0;
  const menuParts = [
    menuTotal > menuOrders ? es.shell.sidebar.unread(menuTotal - menuOrders) : '',
    menuOrders > 0 ? es.shell.sidebar.newOrders(menuOrders) : '',
  ].filter(Boolean);
  const menuLabel =
    menuParts.length > 1
      ? `${es.shell.header.openMenu}, ${menuTotal}: ${menuParts.join(', ')}`
      : [es.shell.header.openMenu, ...menuParts].join(', ');

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
      newOrders={newOrders}
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
            aria-label={menuLabel}
            onHoverStart={() => preload(drawer)}
            onPressStart={() => preload(drawer)}
            onPress={() => setDrawerOpen(true)}
          >
            <Glyph name="menu" />
            {menuTotal > 0 && (
              <span className={styles.menuCount} aria-hidden="true">
                {menuTotal > 99 ? '99+' : menuTotal}
              </span>
            )}
          </Button>
          <Inline gap="sm" wrap={false} className={styles.headerEnd}>
            {storeClosed && (
              <Link
                href="/checkout"
                className={styles.closedStore}
                aria-label={es.shell.header.storeClosedHint}
              >
                <Glyph name="warning" size="1em" />
                <span className={styles.closedStoreText}>{es.shell.header.storeClosed}</span>
              </Link>
            )}
            {storeUrl && (
              <Link href={storeUrl} target="_blank" rel="noreferrer" className={styles.viewStore}>
                <Glyph name="external" size="1em" />
                {es.shell.header.viewStore}
              </Link>
            )}
            <NotificationsMenu
              notifications={notifications}
              now={now}
              onOpen={onNotificationsOpen}
            />
            <AccountMenu onLogout={askLogout}>
              <Avatar name={user.name} picture={user.picture} size="sm" />
              {/* The visible name and role name the button (kept for screen readers on phones). */}
              <span className={styles.accountText}>
                <span className={styles.accountName}>{user.name}</span>{' '}
                <span className={styles.accountRole}>{es.shell.header.role}</span>
              </span>
              <Glyph name="chevronDown" size="1em" />
            </AccountMenu>
          </Inline>
        </header>
        <main className={styles.content}>{children}</main>
      </div>

      <OpenedOnce isOpen={drawerOpen}>
        <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} styles={styles}>
          {sidebar(() => setDrawerOpen(false))}
        </Drawer>
      </OpenedOnce>

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
