import { describe, expect, it } from 'vitest';
import {
  INVALID_STATUS_CHANGE,
  canChangeOrderStatus,
  customerWhatsappUrl,
  newOrderNotification,
  nextOrderStatuses,
} from './orders';

describe('order statuses', () => {
  it('allows nuevo → confirmado → entregado and cancelling before delivery', () => {
    expect(canChangeOrderStatus('nuevo', 'confirmado')).toBe(true);
    expect(canChangeOrderStatus('confirmado', 'entregado')).toBe(true);
    expect(canChangeOrderStatus('nuevo', 'cancelado')).toBe(true);
    expect(canChangeOrderStatus('confirmado', 'cancelado')).toBe(true);
  });
  it('refuses every other change', () => {
    expect(canChangeOrderStatus('nuevo', 'entregado')).toBe(false);
    expect(canChangeOrderStatus('entregado', 'cancelado')).toBe(false);
    expect(canChangeOrderStatus('cancelado', 'nuevo')).toBe(false);
    expect(canChangeOrderStatus('confirmado', 'nuevo')).toBe(false);
    expect(nextOrderStatuses('entregado')).toEqual([]);
  });
});

describe('order texts', () => {
  it('names the order, the customer and the total in the notification', () => {
    expect(newOrderNotification(1001, 'Ana', 12500)).toBe('Nuevo pedido #1001 de Ana · $12.500,00');
  });
  it('writes to the customer only when there is a phone', () => {
    const order = { number: 1002, customerName: 'Ana', phoneArea: '+54', phone: '1123456789' };
    const url = customerWhatsappUrl(order, 'Dulce');
    expect(url).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
    expect(decodeURIComponent(url!.split('text=')[1]!)).toContain('#1002');
    expect(customerWhatsappUrl({ ...order, phone: '' }, 'Dulce')).toBeNull();
  });
});

describe('the end of an order', () => {
  it('allows no change once delivered or cancelled', () => {
    expect(nextOrderStatuses('entregado')).toEqual([]);
    expect(nextOrderStatuses('cancelado')).toEqual([]);
  });

  it("answers the server's error text for a refused change", () => {
    // The contract's ErrorCode: the panel recognises the 409 by this exact text.
    expect(INVALID_STATUS_CHANGE).toBe('Invalid status change');
  });
});
