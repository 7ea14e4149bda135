/** The toaster itself (not the toast messages, which live with their screens). */
export const toaster = {
  /** ours: accessible name of the toast region. */
  label: 'Notificaciones',
} as const;
