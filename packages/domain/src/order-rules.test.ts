import { describe, expect, it } from 'vitest';
import { stockMessage } from './order-rules';

describe('stockMessage', () => {
  it('says how many units are left, in singular for one, or that the product is sold out', () => {
    expect(stockMessage('Torta', 3)).toBe('Solo quedan 3 unidades de Torta.');
    expect(stockMessage('Torta', 1)).toBe('Solo queda 1 unidad de Torta.');
    expect(stockMessage('Torta', 0)).toBe('Torta está agotado.');
  });
});
