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
      visits:
        'Una visita es la sesión de una persona en tu tienda online; termina tras 30 minutos sin ver ninguna página. No cuenta robots, vistas previas de enlaces ni tus propias visitas desde "Ver tienda".',
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
  /** The placeholder home page. */
  placeholder: {
    title: 'Vamos por más',
    subtitle: 'A evitar que las PyMEs mueran',
  },
} as const;
