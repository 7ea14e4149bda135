import { plural } from './plural';

/** ours: the orders inbox ('Pedidos', issue 13) and an order's page. */
export const orders = {
  title: 'Pedidos',
  subtitle: 'Los pedidos que tus clientes te hacen desde tu tienda.',
  searchPlaceholder: 'Buscar por número o cliente...',
  searchLabel: 'Buscar pedido',
  filterLabel: 'Filtrar por estado',
  all: 'Todos',
  columns: {
    number: 'Pedido',
    date: 'Fecha',
    customer: 'Cliente',
    items: 'Productos',
    total: 'Total',
    delivery: 'Entrega',
    status: 'Estado',
  },
  status: {
    nuevo: 'Nuevo',
    confirmado: 'Confirmado',
    entregado: 'Entregado',
    cancelado: 'Cancelado',
    vencido: 'Vencido',
  },
  /** The filter's buttons, plural. */
  statusFilter: {
    nuevo: 'Nuevos',
    confirmado: 'Confirmados',
    entregado: 'Entregados',
    cancelado: 'Cancelados',
    vencido: 'Vencidos',
  },
  /**
   * ours: the filter of 'Pedidos sin confirmar' (issue 23): orders still 'nuevo' more than an hour after
   * they were placed; the home links here with it.
   */
  unconfirmedFilter: 'Sin confirmar',
  /** ours: accessible name of a listed order's breakdown. */
  breakdownOf: (n: number) => `Detalle del total del pedido #${n}`,
  delivery: { pickup: 'Retiro en tienda', delivery: 'Envío a domicilio' },
  number: (n: number) => `#${n}`,
  items: (n: number) => `${n} ${plural(n, 'producto', 'productos')}`,
  openOrder: (n: number) => `Ver pedido #${n}`,
  loading: 'Cargando pedidos',
  loadError: 'No pudimos cargar tus pedidos.',
  retry: 'Intentar de nuevo',
  noResults: 'No encontramos pedidos con esa búsqueda o filtro.',
  empty: {
    title: 'Todavía no tienes pedidos',
    text: 'Tus clientes hacen sus pedidos desde tu tienda. Comparte el enlace de tu tienda por WhatsApp o en tus redes y los pedidos llegarán aquí.',
    linkLabel: 'Enlace de tu tienda',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyFailed: 'No pudimos copiar el enlace.',
  },
  /** ours: the inbox of a store that cannot take orders: no WhatsApp number saved (issue 21). */
  closed: {
    title: 'Tu tienda todavía no recibe pedidos',
    text: 'Guarda tu número de WhatsApp en Checkout: los pedidos de tus clientes llegan a ese número. Mientras tanto, tu tienda les avisa que no está recibiendo pedidos.',
    action: 'Ir a Checkout',
    /** The empty inbox's text then: no promise of orders. */
    emptyText:
      'Cuando guardes tu número de WhatsApp, tus clientes podrán hacer pedidos desde tu tienda y los verás aquí.',
  },
  pagination: { previous: 'Página anterior', next: 'Página siguiente' },
  detail: {
    back: 'Volver a pedidos',
    title: (n: number) => `Pedido #${n}`,
    lines: 'Productos',
    quantity: 'Cantidad',
    unitPrice: 'Precio',
    subtotal: 'Subtotal',
    /** ours: a phone's order line under the product's name (issue 21). */
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    total: 'Total',
    customer: 'Cliente',
    phone: 'Teléfono',
    noPhone: 'Sin teléfono',
    delivery: 'Entrega',
    address: 'Dirección',
    note: 'Nota',
    orderPage: 'Página del pedido en tu tienda',
    history: 'Historial',
    placed: 'Recibido',
    confirm: 'Confirmar',
    deliver: 'Marcar como entregado',
    cancel: 'Cancelar',
    writeCustomer: 'Escribir al cliente',
    /** ours: the sale's breakdown (issue 23), its rows worded as the WhatsApp message's. */
    breakdown: 'Detalle del total',
    /** ours: how the customer pays (the row's value is the message's 'Pago: …'). */
    payment: 'Pago',
    /** ours: the delivery option the customer chose (issue 23). */
    deliveryOption: {
      envio: (name: string) => `Envío a ${name}`,
      retiro: (name: string) => `Retiro en ${name}`,
      coordinar: (name: string) => `${name}`,
    },
    cancelDialog: {
      title: (n: number) => `¿Cancelar el pedido #${n}?`,
      text: 'Las unidades de este pedido vuelven a tu stock. No podrás deshacerlo.',
      /** A lapsed order holds no units: its hold's end gave them back. */
      lapsedText:
        'Las unidades de este pedido ya volvieron a tu stock cuando venció. No podrás deshacerlo.',
      confirm: 'Cancelar pedido',
      dismiss: 'Volver',
    },
    toasts: {
      pending: 'Guardando...',
      confirmado: 'Pedido confirmado',
      entregado: 'Pedido marcado como entregado',
      cancelado: 'Pedido cancelado; las unidades volvieron a tu stock',
      canceladoLapsed: 'Pedido cancelado',
      failure: 'No pudimos cambiar el estado del pedido. Inténtalo de nuevo.',
      /** The order moved meanwhile (another tab or device): retrying would not help. */
      alreadyChanged: 'Este pedido ya cambió de estado. Te mostramos cómo está ahora.',
    },
    loadError: 'No pudimos cargar este pedido.',
    notFound: 'No encontramos este pedido.',
    /** A lapsed order's page: why it is 'Vencido' and what confirming it does. */
    lapsedNote:
      'Este pedido venció sin confirmarse y sus unidades volvieron a estar a la venta. Si lo confirmas, se reservan de nuevo si todavía hay stock.',
  },
  /** The home's line about new orders. */
  homeNew: (n: number) => `Tienes ${n} ${plural(n, 'pedido nuevo', 'pedidos nuevos')}`,
};
