import { plural } from './plural';

/** §2.8 Home dashboard. */
export const home = {
  /** ours: greeting with the first word of the user's name. */
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  /** ours: welcome-back text when there is no name. */
  welcomeBack: '¡Qué bueno verte de nuevo!',
  /** ours: dismissible banner about preparing the store during the free trial. */
  trialInfo: (days: number) =>
    `Tienes ${days} ${plural(days, 'día', 'días')} de prueba gratis: aprovéchalos para preparar tu tienda online.`,
  /** ours: accessible name of the banner's close button. */
  trialInfoDismiss: 'Cerrar aviso',
  performance: {
    title: 'Resumen de rendimiento',
    /** ours: label of the period selector. */
    periodLabel: 'Periodo',
    /** ours: period options. */
    periods: { day: 'Día', week: 'Semana', month: 'Mes', year: 'Año' },
    /** ours: metric card titles. */
    metrics: {
      visits: 'Visitas',
      conversionRate: 'Tasa de conversión',
      totalCarts: 'Carritos totales',
      abandonedCarts: 'Carritos abandonados',
    },
    /** ours: what each figure counts (issue 13), first in its tooltip. */
    definitions: {
      /**
       * Issue 25: a store page may come from a cache, so the visit is counted by the page in the visitor's
       * browser; without JavaScript it may not be counted (our plain wording for a merchant).
       */
      visits:
        'Una visita es la sesión de una persona en tu tienda online; termina tras 30 minutos sin ver ninguna página. No cuenta robots, vistas previas de enlaces ni tus propias visitas desde "Ver tienda". Las visitas las cuenta tu tienda desde el navegador de cada persona: si alguien tiene JavaScript desactivado, su visita puede no contarse.',
      conversionRate:
        'Visitas con al menos un pedido divididas por el total de visitas, como la calcula Shopify (Tiendanube divide ventas por carritos). Un pedido cancelado también cuenta.',
      totalCarts: 'Visitas en las que se agregó al menos un producto al carrito.',
      abandonedCarts: 'Carritos cuya visita terminó sin un pedido.',
    },
    /** ours: shown instead of the change when the previous period had nothing to compare with. */
    noChange: '—',
    /** ours: metric tooltip, by the selected period. */
    comparedTo: {
      day: 'Comparado con el día anterior',
      week: 'Comparado con la semana anterior',
      month: 'Comparado con el mes anterior',
      year: 'Comparado con el año anterior',
    },
  },
  /** Issue 23: orders still 'nuevo' more than an hour after they were placed, beside the four figures. */
  unconfirmed: {
    title: 'Pedidos sin confirmar',
    /** ours: what the figure counts. */
    detail: 'Pedidos nuevos de hace más de una hora. Confírmalos o escríbele al cliente.',
  },
  quickAccess: {
    title: 'Acceso rápido',
    /** Same wording as the product list's button. */
    addProduct: 'Agregar producto',
    /** ours: products used against the limit. */
    productCount: (count: number, limit: number) => `${count} de ${limit} productos`,
    /** ours: card to /checkout. */
    customizeCheckout: 'Personalizar checkout',
    /** ours: card to /my-store. */
    customizeStore: 'Personalizar tienda',
  },
  /**
   * ours: the steps to a new store's first order (issue 21), shown until the first order arrives; a step
   * is ticked once done.
   */
  firstOrder: {
    title: 'Recibe tu primer pedido',
    intro: 'Tres pasos y tu tienda queda lista para vender por WhatsApp.',
    /** Accessible state of a step, after its title. */
    done: 'Hecho',
    pending: 'Pendiente',
    progress: (done: number, total: number) => `${done} de ${total} pasos hechos`,
    product: {
      title: 'Agrega tu primer producto',
      text: 'Con nombre, precio y una buena foto: es lo primero que ven tus clientes.',
      action: 'Agregar producto',
    },
    whatsapp: {
      title: 'Guarda tu número de WhatsApp',
      text: 'Los pedidos llegan a ese número. Sin él, tu tienda no puede recibir pedidos.',
      action: 'Ir a Checkout',
    },
    share: {
      title: 'Comparte el enlace de tu tienda',
      text: 'Envíalo a tus clientes y publícalo en tus redes.',
      copy: 'Copiar enlace',
      copied: 'Enlace copiado',
      copyFailed: 'No pudimos copiar el enlace.',
      whatsapp: 'Compartir por WhatsApp',
      /** The WhatsApp message that carries the link. */
      message: (url: string) => `¡Hola! Ya puedes hacer tus pedidos en mi tienda online: ${url}`,
    },
  },
  /** The placeholder home page. */
  placeholder: {
    title: 'Vamos por más',
    subtitle: 'A evitar que las PyMEs mueran',
  },
} as const;
