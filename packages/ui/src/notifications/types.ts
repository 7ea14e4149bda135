/** Sections a notification belongs to; each has a sidebar badge. */
export const notificationSources = [
  'reports',
  'products',
  'checkout',
  'personalization',
  'sales',
  'subscription',
  'orders',
] as const;

/** One of {@link notificationSources}. */
export type PanelNotificationSource = (typeof notificationSources)[number];

/** A notification as the server sends it (spec §3). */
export interface PanelNotification {
  /** Unique id. */
  id: string;
  /** The text shown. */
  message: string;
  /** Icon kind. */
  type: 'error' | 'info' | 'success' | 'warning';
  /** 'unreaded' (counts as unread), 'ignored' (never listed) or another server value (read). */
  status: string;
  /** Section it belongs to. */
  source: PanelNotificationSource;
  /** Product it is for: only 'ecommerce' and 'all' are shown. */
  app: string;
  /** ISO 8601 date-time. */
  createdAt: string;
}
