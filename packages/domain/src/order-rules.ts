// A storefront order's rules shared by the server (orders/create.ts) and the store pages' stories: the
// limits of an order and the Spanish messages of a refused one (issue 12), so a story shows the words the
// server really sends.

/** Largest quantity of one line (the storefront's steppers stop here too). */
export const MAX_LINE_QUANTITY = 999;
/** Most distinct products in one order. */
export const MAX_ORDER_LINES = 100;
export const CUSTOMER_NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 300;
export const NOTE_MAX_LENGTH = 500;

/** Spanish messages of a refused order (our wording; the issue gives the stock one). */
export const ORDER_MESSAGES = {
  emptyCart: 'Tu carrito está vacío.',
  tooManyLines: `Un pedido puede tener hasta ${MAX_ORDER_LINES} productos distintos.`,
  quantity: `La cantidad debe ser un número entre 1 y ${MAX_LINE_QUANTITY}.`,
  nameRequired: 'Ingresa tu nombre.',
  nameTooLong: `Tu nombre puede tener hasta ${CUSTOMER_NAME_MAX_LENGTH} caracteres.`,
  phone: 'Ingresa un teléfono válido o déjalo vacío.',
  addressRequired: 'Ingresa la dirección de entrega.',
  addressTooLong: `La dirección puede tener hasta ${ADDRESS_MAX_LENGTH} caracteres.`,
  noteTooLong: `La nota puede tener hasta ${NOTE_MAX_LENGTH} caracteres.`,
  // Said the same way whatever the product was (unknown, another store's, draft or hidden): any id can be
  // posted here, and a hidden product's name is the merchant's business. (The cart page names a product it
  // takes out: the customer added it from the store when it was published.)
  unavailable: 'Uno de los productos de tu carrito ya no está disponible. Quítalo para continuar.',
  notTakingOrders: 'Esta tienda no está recibiendo pedidos por ahora.',
  honeypot: 'No pudimos enviar tu pedido. Recarga la página e inténtalo de nuevo.',
  tooMany: 'Recibimos demasiados pedidos seguidos. Espera unos minutos e inténtalo de nuevo.',
  // The public storefront calls' own refusals (a client may show them as it shows the ones above).
  unknownStore: 'Esta tienda no existe.',
  foreignPage: 'Solo puedes enviar tu pedido desde la página de la tienda.',
} as const;

/** 'Solo quedan N unidades de …' (issue 12), 'Solo queda 1 unidad de …', or '… está agotado.' */
export function stockMessage(name: string, left: number): string {
  if (left <= 0) return `${name} está agotado.`;
  return left === 1
    ? `Solo queda 1 unidad de ${name}.`
    : `Solo quedan ${left} unidades de ${name}.`;
}
