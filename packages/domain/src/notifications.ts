import { NOTIFICATION_MENU_CAP } from './constants';

/** Icon kinds of a notification. */
export type NotificationType = 'error' | 'info' | 'success' | 'warning';

/** Known statuses; others may come from the server and count as read. */
export type NotificationStatus = 'unreaded' | 'ignored' | (string & {});

/** Sections a notification belongs to (sidebar badges). */
export const NOTIFICATION_SOURCES = [
  'reports',
  'products',
  'checkout',
  'personalization',
  'sales',
  'subscription',
  'orders',
] as const;

/** A section a notification belongs to. */
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** Product a notification is for: this panel ('ecommerce'), every product ('all') or another one. */
export type NotificationApp = 'ecommerce' | 'all' | (string & {});

/** A notification as the server sends it (spec §3). */
export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  status: NotificationStatus;
  source: NotificationSource;
  app: NotificationApp;
  /** ISO 8601 date-time. */
  createdAt: string;
}

/** Sources summed by the small-screen menu button (every one but sales). */
export const SMALL_SCREEN_SOURCES = [
  'orders',
  'checkout',
  'products',
  'subscription',
  'reports',
  'personalization',
] as const satisfies readonly NotificationSource[];

function isForPanel(n: Notification): boolean {
  return n.app === 'ecommerce' || n.app === 'all';
}

function isUnread(n: Notification): boolean {
  return n.status === 'unreaded';
}

function time(n: Notification): number {
  const t = Date.parse(n.createdAt);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * Notifications of this panel (app ecommerce or all), newest first, then the unread ones moved to
 * the top keeping that order (spec §4). An unreadable date sorts last. Does not mutate the input.
 */
export function prepareNotifications(list: readonly Notification[]): Notification[] {
  const newestFirst = list.filter(isForPanel).sort((a, b) => time(b) - time(a));
  return [...newestFirst.filter(isUnread), ...newestFirst.filter((n) => !isUnread(n))];
}

/** The notifications menu: prepared list without the ignored ones, at most 10. */
export function menuNotifications(list: readonly Notification[]): Notification[] {
  return prepareNotifications(list)
    .filter((n) => n.status !== 'ignored')
    .slice(0, NOTIFICATION_MENU_CAP);
}

/** Bell badge: number of unread notifications of this panel. */
export function unreadCount(list: readonly Notification[]): number {
  return list.filter((n) => isForPanel(n) && isUnread(n)).length;
}

/** Unread notifications of this panel per source, for the sidebar badges (every source present, 0 when none). */
export function unreadCountBySource(
  list: readonly Notification[],
): Record<NotificationSource, number> {
  const counts = Object.fromEntries(NOTIFICATION_SOURCES.map((s) => [s, 0])) as Record<
    NotificationSource,
    number
  >;
  for (const n of list) {
    if (isForPanel(n) && isUnread(n) && Object.hasOwn(counts, n.source)) counts[n.source] += 1;
  }
  return counts;
}

/** Total of the small-screen menu button: unread of checkout, products, subscription, reports and personalization. */
export function smallScreenUnreadTotal(
  counts: Readonly<Record<NotificationSource, number>>,
): number {
  return SMALL_SCREEN_SOURCES.reduce((sum, source) => sum + counts[source], 0);
}
