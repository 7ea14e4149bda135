import {
  DEFAULT_CHECKOUT_MESSAGE,
  HOLD_MINUTES_OPTIONS,
  holdMinutesLabel,
  SAMPLE_PRODUCT_NAME,
} from '@panel/domain';

/** §2.16 Checkout configuration. */
export const checkout = {
  title: 'Checkout',
  /** ours: label of the checkout type choice. */
  typeLabel: 'Tipo de checkout',
  types: { whatsapp: 'WhatsApp', card: 'Pagar con tarjeta' },
  /** ours: label of the WhatsApp phone field. */
  phoneLabel: 'Número de WhatsApp',
  /** ours: message editor section and its four parts. */
  message: {
    title: 'Mensaje de pedido',
    start: 'Inicio del mensaje',
    body: 'Cuerpo del mensaje',
    product: 'Línea de cada producto',
    end: 'Cierre del mensaje',
    placeholdersHelp: 'Puedes usar {nombre-tienda}, {cantidad} y {nombre-producto}.',
    preview: 'Vista previa',
  },
  /**
   * Default message template (from @panel/domain); placeholders are replaced when the message is
   * built. ours (worded in @panel/domain): the greeting (`start`), the product line and the closing
   * (`end`); `body` is the spec's line.
   */
  defaultMessage: DEFAULT_CHECKOUT_MESSAGE,
  /** ours (worded in @panel/domain): the sample product of the test message. */
  sampleProduct: SAMPLE_PRODUCT_NAME,
  /** Issue 19: how long an unconfirmed order holds its units, and its choices (worded in @panel/domain). */
  holdLabel: 'Reservar el stock de pedidos sin confirmar por',
  /** ours: what the hold does. */
  holdHelp:
    'Mientras un pedido está sin confirmar, sus unidades quedan reservadas. Si no lo confirmas a tiempo, el pedido vence y las unidades vuelven a estar a la venta.',
  holdOptions: HOLD_MINUTES_OPTIONS.map((minutes) => ({
    minutes,
    label: holdMinutesLabel(minutes),
  })),
  /**
   * ours (issue 23): the length meter of the message a sample order of 10 products makes, against the
   * WhatsApp link's limit (past it the product lines of a customer's message are summarised).
   */
  meter: {
    label: 'Largo del mensaje',
    value: (length: number, limit: number) =>
      `${length.toLocaleString('es-AR')} de ${limit.toLocaleString('es-AR')} caracteres`,
    states: {
      ok: 'Un pedido de 10 productos entra completo en WhatsApp.',
      warning:
        'Tu mensaje está cerca del límite de WhatsApp: en pedidos más largos, la lista de productos se enviará resumida.',
      over: 'Tu mensaje supera el límite de WhatsApp: en un pedido de 10 productos, la lista se enviará resumida y el detalle quedará en el enlace del pedido. Acorta el inicio, el cuerpo o el cierre.',
    },
    sampleWithStore:
      'La vista previa es un pedido de ejemplo de 10 productos, con tus formas de entrega y medios de pago.',
    sampleWithExamples:
      'La vista previa es un pedido de ejemplo de 10 productos. Mientras no configures Entrega y Cobro, usa una zona de envío y un medio de pago de ejemplo.',
    /** The closing offered once the message says the total and how to pay. */
    suggestion: {
      title: 'Sugerencia para el cierre',
      text: (closing: string) =>
        `Tu mensaje ya incluye el total a pagar, la entrega y cómo pagar, así que tu cliente no necesita preguntarlos: mientras no cambies el cierre, tus pedidos terminan con "${closing}". Puedes usarlo como tu cierre y editarlo.`,
      accept: 'Usar este cierre',
    },
  },
  testMessage: 'Probar mensaje',
  save: 'Guardar cambios',
  toasts: {
    failure: 'Intenta de nuevo.',
    noChanges: 'No hay cambios para guardar.',
    success: 'Tu checkout se actualizó con éxito.',
  },
} as const;
