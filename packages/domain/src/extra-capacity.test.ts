import { describe, expect, it } from 'vitest';
import { EXTRA_CAPACITY_VALUES, extraCapacityAt, extraProductsPrice } from './extra-capacity';

describe('extra capacity', () => {
  it('has the spec stops', () => {
    expect(EXTRA_CAPACITY_VALUES).toEqual([0, 500, 1500, 2000, 2500]);
  });

  it('prices $1 per 10 products, rounded down, on top of the $25 plan', () => {
    expect(extraCapacityAt(0)).toEqual({
      value: 0,
      products: 50,
      label: '50',
      extraPrice: 5,
      total: 30,
      contact: false,
    });
    expect(extraCapacityAt(500)).toMatchObject({ products: 100, extraPrice: 10, total: 35 });
    expect(extraCapacityAt(1500)).toMatchObject({ products: 500, extraPrice: 50, total: 75 });
    expect(extraCapacityAt(2000)).toMatchObject({ products: 1000, extraPrice: 100, total: 125 });
    expect(extraProductsPrice(55)).toBe(5);
    expect(extraProductsPrice(9)).toBe(0);
  });

  it('turns the top stop into a contact', () => {
    expect(extraCapacityAt(2500)).toEqual({
      value: 2500,
      products: null,
      label: '+1000',
      extraPrice: null,
      total: null,
      contact: true,
    });
  });

  it('snaps other values to the nearest stop', () => {
    expect(extraCapacityAt(-10).value).toBe(0);
    expect(extraCapacityAt(1100).value).toBe(1500);
    expect(extraCapacityAt(1000).value).toBe(500);
    expect(extraCapacityAt(9999).contact).toBe(true);
  });
});
