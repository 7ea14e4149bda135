import { menuNotifications, relativeTime, unreadCount } from '@panel/domain';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Glyph } from '../components/glyph';
import { es } from '../i18n/es';
import * as styles from './notifications-menu.css';
import type { PanelNotification } from './types';

/** Props of {@link NotificationsMenu}. */
export interface NotificationsMenuProps {
  /** Every notification the server sent; the menu filters, orders and caps them. */
  notifications: readonly PanelNotification[];
  /** The current time for the relative times. Default: now. */
  now?: Date | number;
}

/**
 * §2.9 The bell with the unread count and its menu: at most 10 notifications (not ignored, this
 * panel's only), unread first then newest, each with a type icon and a relative time; an empty state
 * with a hint.
 */
export function NotificationsMenu({ notifications, now }: NotificationsMenuProps) {
  const items = menuNotifications(notifications);
  const unread = unreadCount(notifications);
  const at = now ?? Date.now();

  return (
    <DialogTrigger>
      <Button className={styles.bell} aria-label={es.shell.header.notifications(unread)}>
        <Glyph name="bell" />
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Dialog className={styles.dialog} aria-label={es.shell.header.notifications(0)}>
          {items.length === 0 ? (
            <div className={styles.empty}>
              <Glyph name="bell" size="32px" className={styles.emptyIcon} />
              <Heading slot="title" className={styles.emptyTitle}>
                {es.notifications.emptyTitle}
              </Heading>
              <p className={styles.emptyHint}>{es.notifications.emptyHint}</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <li
                  key={n.id}
                  className={styles.item}
                  data-unread={n.status === 'unreaded' || undefined}
                >
                  <span className={styles.typeIcon} data-type={n.type}>
                    <Glyph name={n.type} />
                    <span className={styles.visuallyHidden}>{es.notifications.types[n.type]}</span>
                  </span>
                  <span className={styles.itemText}>
                    <span className={styles.message}>{n.message}</span>
                    <time dateTime={n.createdAt} className={styles.time}>
                      {relativeTime(n.createdAt, at)}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
