import { plural } from './plural';

/** §2.9 Notifications menu. */
export const notifications = {
  emptyTitle: 'No has recibido notificaciones',
  emptyHint: 'Te haremos saber cuando suceda algo importante en tu tienda.',
  /** 'Hace N segundo/minuto/hora/día(s)'. */
  relativeTime: {
    seconds: (n: number) => `Hace ${n} ${plural(n, 'segundo', 'segundos')}`,
    minutes: (n: number) => `Hace ${n} ${plural(n, 'minuto', 'minutos')}`,
    hours: (n: number) => `Hace ${n} ${plural(n, 'hora', 'horas')}`,
    days: (n: number) => `Hace ${n} ${plural(n, 'día', 'días')}`,
  },
  /** ours: accessible names of the type icons. */
  types: { error: 'Error', info: 'Información', success: 'Éxito', warning: 'Advertencia' },
} as const;
