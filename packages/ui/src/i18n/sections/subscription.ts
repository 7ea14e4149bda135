/** §2.14 Plans, and the global subscription modal (§9). */
export const subscription = {
  /** The page title, spelled as in the spec (the header menu says 'Suscripción'). */
  title: 'Subscripción',
  /** ours: accessible name of the plan radio group. */
  planLabel: 'Plan',
  price: (amount: number) => `$${amount}/mes`,
  pro: {
    /** ours: card title. */
    name: 'Pro',
    remaining: (months: number) => `Restan ${months} meses`,
    /** ours: the card's product capacity. */
    products: (count: number) => `${count} productos`,
    increase: '+ Aumentar productos',
  },
  free: {
    name: 'Gratis',
    change: 'Cambiar',
  },
  autoRenew: 'Activar renovación automática',
  /** ours: explanation under the switch. */
  autoRenewHelp: 'Tu suscripción se renovará automáticamente cuando venza.',
  modal: {
    title: '¡Te quedaste sin espacio!',
    /** ours: the offer of extra product capacity. */
    intro:
      'Llegaste al límite de productos de tu plan. Suma más espacio para seguir haciendo crecer tu tienda.',
    /** ours: label of the capacity slider. */
    sliderLabel: 'Productos adicionales',
    /** ours: a slider stop. */
    stop: (products: number) => `${products} productos`,
    topStop: '+1000',
    /** ours: price of the extra capacity. */
    extraPrice: (amount: number) => `+$${amount}/mes`,
    /** ours: total monthly price. */
    total: (amount: number) => `Total: $${amount}/mes`,
    /** ours: the extra charge starts with the next invoice. */
    nextInvoice: 'El cargo adicional se sumará a partir de tu próxima factura.',
    /** ours: at the top stop, the product is not designed for very large stores. */
    largeStore:
      'Nuestra plataforma no está pensada para tiendas tan grandes. Escríbenos y buscaremos juntos la mejor opción para ti.',
    contact: 'Contactar',
    increase: 'Aumentar Espacio',
    /** ours: the placeholder alert of the actions. */
    placeholderAlert: 'Muy pronto podrás aumentar tu espacio desde aquí.',
  },
} as const;
