import type { PanelNotification } from './types';

/** A fixed "now" for stories: relative times do not depend on when the test runs. */
export const STORY_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const ago = (seconds: number) => new Date(STORY_NOW - seconds * 1000).toISOString();

/** Sample notifications for stories (mixed types, statuses, sources and apps). */
export const sampleNotifications: PanelNotification[] = [
  {
    id: 'n1',
    message: 'Tu producto "Torta de chocolate" se publicó.',
    type: 'success',
    status: 'read',
    source: 'products',
    app: 'ecommerce',
    createdAt: ago(30),
  },
  {
    id: 'n2',
    message: 'Tienes un nuevo pedido por WhatsApp.',
    type: 'info',
    status: 'unreaded',
    source: 'checkout',
    app: 'ecommerce',
    createdAt: ago(5 * 60),
  },
  {
    id: 'n3',
    message: 'Tu prueba gratis termina en 5 días.',
    type: 'warning',
    status: 'unreaded',
    source: 'subscription',
    app: 'all',
    createdAt: ago(3 * 3600),
  },
  {
    id: 'n4',
    message: 'No pudimos procesar la imagen de tu tienda.',
    type: 'error',
    status: 'unreaded',
    source: 'personalization',
    app: 'ecommerce',
    createdAt: ago(2 * 86400),
  },
  {
    id: 'n5',
    message: 'Este aviso fue descartado.',
    type: 'info',
    status: 'ignored',
    source: 'reports',
    app: 'ecommerce',
    createdAt: ago(10),
  },
  {
    id: 'n6',
    message: 'Aviso de otra aplicación.',
    type: 'info',
    status: 'unreaded',
    source: 'reports',
    app: 'pos',
    createdAt: ago(20),
  },
  {
    id: 'n7',
    message: 'Tu reporte semanal está listo.',
    type: 'info',
    status: 'unreaded',
    source: 'reports',
    app: 'ecommerce',
    createdAt: ago(1 * 86400),
  },
  {
    id: 'n8',
    message: 'Registraste una venta en tu tienda física.',
    type: 'success',
    status: 'unreaded',
    source: 'sales',
    app: 'ecommerce',
    createdAt: ago(60),
  },
];

/** A storefront order's notification, as the server writes it: its badge goes on 'Pedidos'. */
export const sampleOrderNotification: PanelNotification = {
  id: 'o1',
  message: 'Nuevo pedido #1001 de Ana · $12.500,00',
  type: 'info',
  status: 'unreaded',
  source: 'orders',
  app: 'ecommerce',
  createdAt: ago(20),
};

/** Fifteen notifications, to show the cap of 10. */
export const manyNotifications: PanelNotification[] = Array.from({ length: 15 }, (_, i) => ({
  id: `m${i}`,
  message: `Notificación número ${i + 1}`,
  type: (['info', 'success', 'warning', 'error'] as const)[i % 4]!,
  status: i % 3 === 0 ? 'unreaded' : 'read',
  source: 'products',
  app: 'ecommerce',
  createdAt: ago((i + 1) * 60),
}));
