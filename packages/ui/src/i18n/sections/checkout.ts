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
  testMessage: 'Probar mensaje',
  save: 'Guardar cambios',
  toasts: {
    failure: 'Intenta de nuevo.',
    noChanges: 'No hay cambios para guardar.',
    success: 'Tu checkout se actualizó con éxito.',
  },
} as const;
