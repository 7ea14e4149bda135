import { plural } from './plural';

/** §2.9 Sidebar, header and the logout dialog. */
export const shell = {
  sidebar: {
    editProfile: 'Editar perfil',
    /** ours: accessible name of the navigation landmark. */
    navLabel: 'Menú principal',
    panel: 'Panel',
    manage: 'Gestionar',
    /** ours (issue 13). */
    orders: 'Pedidos',
    products: 'Productos',
    checkout: 'Checkout',
    /** ours (issue 23). */
    coupons: 'Cupones',
    myStore: 'Mi Tienda',
    physicalStore: 'Tienda física',
    sales: 'Ventas',
    logout: 'Cerrar sesión',
    /** ours: accessible text of an unread badge. */
    unread: (count: number) =>
      `${count} ${plural(count, 'notificación sin leer', 'notificaciones sin leer')}`,
    /** ours: accessible text of the 'Pedidos' badge (orders waiting in 'nuevo', issue 21). */
    newOrders: (count: number) => `${count} ${plural(count, 'pedido nuevo', 'pedidos nuevos')}`,
  },
  /** ours: the whole sidebar trial banner (the spec gives its content only by description). */
  trialBanner: {
    title: 'Tu prueba gratis está por terminar',
    progressLabel: 'Avance de tu prueba gratis',
    offer: (percent: number, days: number) =>
      `Mejora tu plan en los próximos ${days} ${plural(days, 'día', 'días')} y obtén un ${percent}% de descuento.`,
    action: 'Mejorar mi plan',
    confirm: '¿Quieres mejorar tu plan con este descuento?',
    alert: 'Muy pronto podrás mejorar tu plan desde aquí.',
    dismiss: 'Cerrar aviso',
  },
  header: {
    viewStore: 'Ver tienda',
    /** ours (issue 21): beside 'Ver tienda' while the store has no WhatsApp number; leads to 'Checkout'. */
    storeClosed: 'No recibe pedidos',
    storeClosedHint: 'Tu tienda no recibe pedidos: guarda tu número de WhatsApp en Checkout.',
    /** ours: accessible name of the bell, with the unread count. */
    notifications: (count: number) =>
      count === 0 ? 'Notificaciones' : `Notificaciones, ${count} sin leer`,
    /** ours: accessible name of the avatar menu button. */
    accountMenu: 'Menú de tu cuenta',
    /** ours: accessible name of the small-screen menu button. */
    openMenu: 'Abrir menú',
    role: 'Propietario',
    myAccount: 'Mi Cuenta',
    subscription: 'Suscripción',
    logout: 'Cerrar Sesión',
  },
  logoutDialog: {
    title: 'Solo para asegurarnos',
    /** ours: asks whether the user is sure about leaving. */
    text: '¿Seguro que quieres cerrar sesión?',
    confirm: 'Cerrar sesión',
    cancel: 'Cancelar',
  },
  toasts: {
    logoutPending: 'Cerrando sesión...',
    logoutSuccess: 'La sesión se cerró correctamente.',
    logoutFailure: 'Ha ocurrido un error, intenta de nuevo.',
  },
} as const;
