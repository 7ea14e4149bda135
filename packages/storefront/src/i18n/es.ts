/**
 * Every Spanish text of the storefront, grouped by page. The seed gives no storefront wording, so all of
 * it is ours, in Latin-American Spanish, in the panel's voice. Texts with parameters are functions.
 * Pages read this object (no string literals in JSX); tests assert against it.
 */
export const es = {
  layout: {
    skipToContent: 'Saltar al contenido',
    home: 'Inicio',
    cart: 'Carrito',
    cartWithCount: (count: number) => `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}`,
    footer: 'Tienda creada con Panel',
    storePicture: (store: string) => `Logo de ${store}`,
    /** The footer's wa.me button (issue 21). */
    contact: 'Escríbenos por WhatsApp',
  },
  home: {
    title: (store: string) => `${store}: productos`,
    /** The home's meta description; it speaks of WhatsApp orders only when the store takes them. */
    description: (store: string, count: number, takingOrders: boolean) => {
      if (count === 0) return `Tienda online de ${store}.`;
      const products = count === 1 ? 'el producto' : `los ${count} productos`;
      return takingOrders
        ? `Mira ${products} de ${store} y haz tu pedido por WhatsApp.`
        : `Mira ${products} de ${store}.`;
    },
    productsHeading: 'Productos',
    searchLabel: 'Buscar productos',
    searchPlaceholder: 'Buscar…',
    searchButton: 'Buscar',
    categoryLabel: 'Categoría',
    allCategories: 'Todas',
    resultsFor: (query: string, total: number) =>
      `${total} ${total === 1 ? 'resultado' : 'resultados'} para “${query}”`,
    empty: 'Esta tienda todavía no tiene productos publicados.',
    noResults: 'No encontramos productos con esa búsqueda.',
    pageEmpty: 'No hay productos en esta página.',
    firstPage: 'Ir a la primera página',
    clearSearch: 'Ver todos los productos',
    pagination: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page: number, count: number) => `Página ${page} de ${count}`,
  },
  product: {
    soldOut: 'Agotado',
    price: 'Precio',
    wholesalePrice: 'Precio mayorista',
    /** ours (issue 21): the wholesale price's minimum quantity, after the price. */
    wholesaleFrom: (units: number) => `desde ${units} unidades`,
    /** ours (issue 22): a card's price when the product's variants have different prices. */
    priceFrom: (price: string) => `Desde ${price}`,
    /** ours (issue 22): a value no offered variant has. */
    unavailable: 'No disponible',
    /** ours (issue 22): without JavaScript, shows the price and picture of the values chosen. */
    showChoice: 'Ver precio y foto',
    /** ours (issue 22): the choice the add-to-cart form needs. */
    choose: (names: string) => `Elige ${names}`,
    quantity: 'Cantidad',
    decrease: 'Restar uno',
    increase: 'Sumar uno',
    addToCart: 'Agregar al carrito',
    orderNow: 'Pedir por WhatsApp',
    added: 'Agregado al carrito',
    pictures: 'Fotos del producto',
    picture: (name: string, n: number) => (n === 1 ? name : `${name}, foto ${n}`),
    video: (name: string) => `Video de ${name}`,
    descriptionFallback: (name: string, store: string) => `${name} en ${store}.`,
    backToStore: 'Volver a la tienda',
  },
  cart: {
    title: 'Tu carrito',
    description: (store: string) => `Tu carrito de compras en ${store}.`,
    empty: 'Tu carrito está vacío.',
    browse: 'Ver productos',
    linesHeading: 'Productos en tu carrito',
    unitPrice: (price: string) => `${price} c/u`,
    /** ours (issue 21): the cart holds as many products as an order takes. */
    full: (max: number) =>
      `Tu carrito llegó al máximo de ${max} productos distintos de un pedido. Para agregar otro, quita uno o envía este pedido y haz otro después.`,
    notAdded: 'No agregamos el producto a tu carrito.',
    /** ours (issue 21): a line charged at the wholesale price. */
    wholesaleUnitPrice: (price: string) => `${price} c/u (precio mayorista)`,
    quantityOf: (name: string) => `Cantidad de ${name}`,
    update: 'Actualizar',
    remove: 'Quitar',
    removeOf: (name: string) => `Quitar ${name}`,
    subtotal: 'Subtotal',
    total: 'Total',
    formHeading: 'Tus datos',
    name: 'Nombre',
    nameHint: 'Para que la tienda sepa de quién es el pedido.',
    phone: 'Teléfono (opcional)',
    phoneHint: 'Con código de área. Si es de otro país, empieza con +.',
    delivery: 'Entrega',
    pickup: 'Retiro',
    homeDelivery: 'Envío a domicilio',
    address: 'Dirección',
    addressHint: 'Solo para envío a domicilio.',
    note: 'Nota (opcional)',
    honeypot: 'No completes este campo',
    submit: 'Enviar pedido por WhatsApp',
    errorsHeading: 'Revisa el pedido:',
    soldOutLine: 'Agotado: quítalo para enviar el pedido.',
    removed: (name: string) => `Quitamos «${name}» de tu carrito porque ya no está disponible.`,
    /** ours (issue 23): the sale's choices and figures, priced by the server. */
    free: 'Gratis',
    coupon: '¿Tenés un cupón?',
    couponApply: 'Aplicar',
    couponApplied: (code: string) => `Cupón ${code} aplicado.`,
    payment: 'Cómo vas a pagar',
    paymentDiscount: (percent: number) => `${percent}% de descuento`,
    /** The no-JS button that prices the cart again with the choices made (the script updates in place). */
    requote: 'Actualizar total',
    summaryHeading: 'Resumen',
    coordinateFee: 'A coordinar',
    coordinateTotal: '+ envío a coordinar',
    pickupAt: (name: string) => `Retiro (${name})`,
    deliveryTo: (name: string) => `Envío (${name})`,
    removedUnnamed: (count: number) =>
      count === 1
        ? 'Quitamos de tu carrito 1 producto que ya no está disponible.'
        : `Quitamos de tu carrito ${count} productos que ya no están disponibles.`,
  },
  order: {
    title: (number: number) => `Pedido #${number}`,
    heading: (name: string) => `¡Gracias, ${name}!`,
    lead: (number: number) =>
      `Tu pedido #${number} está listo. Para terminar, envíalo a la tienda por WhatsApp.`,
    /**
     * ours (issue 21): the link preview of the order page, read by whoever receives the link (the
     * merchant, at the end of every order message), never the page's words for the customer.
     */
    previewTitle: (number: number, total: string, store: string) =>
      `Pedido #${number} · ${total} · ${store}`,
    previewDescription: (name: string, products: number, delivery: 'pickup' | 'delivery') =>
      `De ${name}: ${products === 1 ? '1 producto' : `${products} productos`}, ${
        delivery === 'pickup' ? 'retiro en la tienda' : 'envío a domicilio'
      }.`,
    openWhatsApp: 'Abrir WhatsApp',
    copy: 'Copiar pedido',
    copied: 'Pedido copiado',
    copyFailed: 'No se pudo copiar: selecciona el texto del pedido.',
    messageLabel: 'Texto del pedido',
    linesHeading: 'Detalle',
    product: 'Producto',
    quantity: 'Cantidad',
    subtotal: 'Subtotal',
    total: 'Total',
    delivery: 'Entrega',
    pickup: 'Retiro en la tienda',
    homeDelivery: (address: string) => `Envío a domicilio: ${address}`,
    note: 'Nota',
    backToStore: 'Seguir comprando',
    statusLabel: 'Estado del pedido',
    statuses: {
      nuevo: 'Nuevo',
      confirmado: 'Confirmado',
      entregado: 'Entregado',
      cancelado: 'Cancelado',
      vencido: 'Vencido',
    },
    /**
     * ours (issue 21): what the store did with the order, in place of the lead (the order was sent:
     * 'Para terminar, envíalo' no longer applies).
     */
    statusTexts: {
      confirmado: 'La tienda confirmó tu pedido.',
      entregado: 'La tienda marcó tu pedido como entregado.',
      cancelado: 'La tienda canceló este pedido. Si tienes dudas, escríbele por WhatsApp.',
    },
    /** ours (issue 23): how to pay, with copy buttons (the values stay selectable without the script). */
    payHeading: 'Cómo pagar',
    payAmount: (total: string) => `Total a pagar: ${total}`,
    payReference: (number: number) =>
      `Pon «Pedido ${number}» en la referencia o el mensaje del pago.`,
    payCash: 'Pagás en efectivo al retirar o recibir tu pedido.',
    payLink: 'Pagar con el link de pago',
    pixText: 'Pix copia e cola',
    pixQr: (total: string) => `Código QR de Pix por ${total}`,
    copiedValue: '¡Copiado!',
    subtotalLabel: 'Subtotal',
    coordinateFee: 'A coordinar',
    coordinateTotal: '+ envío a coordinar',
    free: 'Gratis',
    pickupAt: (name: string, detail: string | null) =>
      `Retiro en: ${name}${detail ? ` — ${detail}` : ''}`,
    deliveryTo: (name: string, address: string) => `Envío (${name}): ${address}`,
    deliveryFee: (name: string) => `Envío (${name})`,
    askSent: '¿Pudiste enviar tu pedido por WhatsApp?',
    askSentText: 'Si no llegaste a enviarlo, la tienda todavía no lo recibió.',
    openAgain: 'Abrir WhatsApp de nuevo',
    lapsedText:
      'La reserva de tus productos venció porque el pedido no se confirmó a tiempo. Escribe a la tienda para saber si todavía puede atenderlo.',
  },
  /**
   * ours (issue 21): the merchant's preview of a product customers cannot see (a draft or hidden one),
   * opened from the panel's 'Ver'.
   */
  preview: {
    title: 'Vista previa: tus clientes no ven este producto',
    reason: {
      draft: 'Es un borrador. Publícalo desde el panel para que aparezca en tu tienda.',
      hidden: 'Está oculto. Publícalo desde el panel para que aparezca en tu tienda.',
    },
    /** The status, as the panel's product list names it. */
    status: { draft: 'Borrador', hidden: 'Oculto' },
  },
  notTakingOrders: {
    title: 'Esta tienda no está recibiendo pedidos',
    text: 'Puedes ver sus productos, pero por ahora no es posible hacer pedidos desde aquí.',
  },
  notFound: {
    storeTitle: 'Esta tienda no existe',
    storeText: 'Revisa el link: no hay ninguna tienda con esa dirección.',
    createStore: 'Crea tu tienda gratis en Panel',
    pageTitle: 'No encontramos esta página',
    pageText: 'El producto ya no está disponible o el link no es correcto.',
    backToStore: 'Ir a la tienda',
    orderGoneTitle: 'Este pedido ya no está disponible',
    orderGoneText:
      'Los pedidos se pueden ver hasta 90 días después de entregarse, cancelarse o vencer.',
  },
} as const;

/** The catalogue's type, for code that passes a slice of it around. */
export type StorefrontCatalogue = typeof es;
