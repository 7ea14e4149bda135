import { menuNotifications, unreadCount } from '@panel/domain';
import { Button } from 'react-aria-components';
import { Glyph } from '../components/glyph';
import { lazyModule, useLazyTrigger } from '../components/lazy-overlay';
import { es } from '../i18n/es';
import * as styles from './notifications-menu.css';
import type { PanelNotification } from './types';

// The popover's code loads on the bell's first hover, focus or press (components/lazy-overlay).
const popover = lazyModule(() => import('./notifications-popover'));

/** Props of {@link NotificationsMenu}. */
export interface NotificationsMenuProps {
  /** Every notification the server sent; the menu filters, orders and caps them. */
  notifications: readonly PanelNotification[];
  /** The current time for the relative times. Default: now. */
  now?: Date | number;
  /**
   * Called when the menu opens, with the ids of the unread notifications it shows: the host marks them
   * read (`notifications/read`) so the badges clear.
   */
  onOpen?: (unreadIds: string[]) => void;
}

/**
 * §2.9 The bell with the unread count and its menu: at most 10 notifications (not ignored, this
 * panel's only), unread first then newest, each with a type icon and a relative time; an empty state
 * with a hint. The popover's code loads on the bell's first hover, focus or press.
 */
export function NotificationsMenu({ notifications, now, onOpen }: NotificationsMenuProps) {
  const { loaded, placeholderProps, start } = useLazyTrigger(popover);
  const unread = unreadCount(notifications);
  const label = es.shell.header.notifications(unread);
  const bell = (
    <>
      <Glyph name="bell" />
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  if (loaded) {
    const Popover = loaded.default;
    return (
      <Popover
        label={label}
        items={menuNotifications(notifications)}
        at={now ?? Date.now()}
        start={start}
        styles={styles}
        onOpen={onOpen}
      >
        {bell}
      </Popover>
    );
  }
  return (
    <Button
      className={styles.bell}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...placeholderProps}
    >
      {bell}
    </Button>
  );
}
