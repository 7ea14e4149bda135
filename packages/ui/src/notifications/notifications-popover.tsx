// The bell's real trigger and its popover, loaded by NotificationsMenu on first hover, focus or press
// of its placeholder button (see components/lazy-overlay). Classes come from the menu: a `.css.ts`
// import here would split the library's single stylesheet.
import { relativeTime } from '@panel/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Glyph } from '../components/glyph';
import { useTriggerStart, type LazyTriggerStart } from '../components/lazy-overlay';
import { es } from '../i18n/es';
import type * as stylesheet from './notifications-menu.css';
import type { PanelNotification } from './types';

/** Props of the lazy notifications popover. */
export interface NotificationsPopoverProps {
  /** The bell's accessible name (with the unread count). */
  label: string;
  /** The bell's content (icon and count). */
  children: ReactNode;
  /** What to list: filtered, ordered and capped already. */
  items: readonly PanelNotification[];
  /** The time the relative times count from. */
  at: Date | number;
  start: LazyTriggerStart;
  styles: typeof stylesheet;
  /** Called each time the popover opens, with the ids of the unread notifications it shows. */
  onOpen?: (unreadIds: string[]) => void;
}

/** The bell button and its popover: the notifications with their icons and times, or the empty state. */
export default function NotificationsPopover({
  label,
  children,
  items,
  at,
  start,
  styles,
  onOpen,
}: NotificationsPopoverProps) {
  const { triggerRef, isOpen, onOpenChange } = useTriggerStart(start);
  // Read at the moment it opens (also when the first press both loads this module and opens it).
  const opened = useRef({ items, onOpen });
  opened.current = { items, onOpen };
  useEffect(() => {
    if (!isOpen) return;
    const { items: shown, onOpen: notify } = opened.current;
    const unread = shown.filter((n) => n.status === 'unreaded').map((n) => n.id);
    if (unread.length > 0) notify?.(unread);
  }, [isOpen]);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button ref={triggerRef} className={styles.bell} aria-label={label}>
        {children}
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
