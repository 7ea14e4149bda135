import { describe, expect, it } from 'vitest';
import { takesOrders } from './taking-orders';
import { whatsappNumber } from './whatsapp';

describe('takesOrders', () => {
  // The panel says 'No recibe pedidos' from takesOrders, the storefront from whatsappNumber: they must
  // agree on every saved checkout, or the merchant is told the store is open while customers cannot order.
  it('agrees with whatsappNumber on every kind of saved number', () => {
    const areas = ['+54', '54', '', '+', ' ', null];
    const phones = ['1123456789', '011 15-2345-6789', '', '-', '()', '0', null];
    for (const phoneArea of areas) {
      for (const phone of phones) {
        for (const type of ['whatsapp', 'none']) {
          const reachable =
            type === 'whatsapp' && whatsappNumber(phoneArea ?? '', phone ?? '') !== null;
          expect(takesOrders({ type, phone, phoneArea }), `${type} ${phoneArea} ${phone}`).toBe(
            reachable,
          );
        }
      }
    }
  });
});
