export { NotificationsMenu, type NotificationsMenuProps } from './notifications-menu';
export { notificationSources, type PanelNotification, type PanelNotificationSource } from './types';
