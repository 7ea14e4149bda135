import { describe, expect, it } from 'vitest';
import { unitPriceCents, wholesaleOffer, type WholesaleTerms } from './wholesale';

const terms: WholesaleTerms = {
  retailPrice: 4500,
  wholesaleAllowed: true,
  wholesalePrice: 3900.5,
  wholesaleMinQuantity: 6,
};

describe('unitPriceCents', () => {
  it('is the wholesale price from the minimum quantity on, the retail price below it', () => {
    expect(unitPriceCents(terms, 1)).toBe(450000);
    expect(unitPriceCents(terms, 5)).toBe(450000);
    expect(unitPriceCents(terms, 6)).toBe(390050);
    expect(unitPriceCents(terms, 999)).toBe(390050);
  });

  it('is the retail price when wholesale is off, or its price or minimum is missing', () => {
    expect(unitPriceCents({ ...terms, wholesaleAllowed: false }, 10)).toBe(450000);
    expect(unitPriceCents({ ...terms, wholesalePrice: null }, 10)).toBe(450000);
    expect(unitPriceCents({ ...terms, wholesalePrice: 0 }, 10)).toBe(450000);
    expect(unitPriceCents({ ...terms, wholesaleMinQuantity: null }, 10)).toBe(450000);
    expect(unitPriceCents({ ...terms, wholesaleMinQuantity: 1 }, 10)).toBe(450000);
  });

  it('never charges more than the retail price', () => {
    expect(unitPriceCents({ ...terms, wholesalePrice: 5000 }, 10)).toBe(450000);
  });

  it('works in cents, never with binary float sums', () => {
    expect(unitPriceCents({ ...terms, wholesalePrice: 0.1 + 0.2 }, 6)).toBe(30);
  });
});

describe('wholesaleOffer', () => {
  it('is the price and the minimum, or null when the product makes no offer', () => {
    expect(wholesaleOffer(terms)).toEqual({ price: 3900.5, minQuantity: 6 });
    expect(wholesaleOffer({ ...terms, wholesaleAllowed: false })).toBeNull();
    expect(wholesaleOffer({ ...terms, wholesaleMinQuantity: null })).toBeNull();
    expect(wholesaleOffer({ ...terms, wholesaleMinQuantity: 2.5 })).toBeNull();
  });
});
