// An order's life in the panel (issue 13): its statuses, the changes allowed, the merchant's texts about it.
import { formatMoney } from './money';
import { whatsappNumber, whatsappUrl } from './whatsapp';

/**
 * nuevo → confirmado → entregado, or cancelado from nuevo or confirmado; a 'nuevo' order whose hold ends
 * becomes vencido (the server does it, never the merchant), which may still be confirmed or cancelled.
 */
export const ORDER_STATUSES = ['nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'] as const;

/** A status of an order. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  nuevo: ['confirmado', 'cancelado'],
  confirmado: ['entregado', 'cancelado'],
  entregado: [],
  cancelado: [],
  vencido: ['confirmado', 'cancelado'],
};

/**
 * The server's error text (409, the contract's `ErrorCode`) for a status change its rules refuse, usually because the order moved
 * meanwhile (another tab, another device): the panel says so and shows the order as it is now.
 */
export const INVALID_STATUS_CHANGE = 'Invalid status change';

/** The statuses the merchant may move an order in `from` to (none once delivered or cancelled). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** True when the merchant may move an order from `from` to `to` (never to 'vencido': the hold's end does). */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The new-order notification: 'Nuevo pedido #1001 de Ana · $12.500,00', the total as the store's country writes it. */
export function newOrderNotification(
  number: number,
  customerName: string,
  total: number,
  country?: string | null,
): string {
  return `Nuevo pedido #${number} de ${customerName} · ${formatMoney(total, country)}`;
}

/**
 * wa.me link to the customer with a short message naming the order, or null when the customer left no
 * phone.
 */
export function customerWhatsappUrl(
  order: { number: number; customerName: string; phoneArea: string; phone: string },
  storeName: string,
): string | null {
  const digits = whatsappNumber(order.phoneArea, order.phone);
  if (digits === null) return null;
  return whatsappUrl(
    digits,
    `Hola ${order.customerName}, te escribimos de ${storeName} por tu pedido #${order.number}.`,
  );
}
