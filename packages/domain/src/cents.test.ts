import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  formatCents,
  moneyToCents,
  percentOfCents,
  roundingStepCents,
} from './cents';

describe('roundingStepCents', () => {
  it('is one cent, or a whole unit where the currency has no decimals', () => {
    expect(['AR', 'MX', 'PE', 'BR'].map(roundingStepCents)).toEqual([1, 1, 1, 1]);
    expect(['CL', 'CO', 'PY'].map(roundingStepCents)).toEqual([100, 100, 100]);
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the step (research §3 vectors)', () => {
    expect(percentOfCents(2_750_000, 10, 1)).toBe(275_000);
    expect(percentOfCents(199_999, 15, 1)).toBe(30_000); // 29 999,85 → 30 000
    expect(percentOfCents(1_299_000, 15, 100)).toBe(194_900); // CLP 1 948,5 → 1 949
    expect(percentOfCents(1_298_300, 15, 100)).toBe(194_700); // CLP 1 947,45 → 1 947
    expect(percentOfCents(5, 10, 1)).toBe(1); // 0,5 → 1
    expect(percentOfCents(4, 10, 1)).toBe(0);
  });

  it('does not overflow on a large amount', () => {
    expect(percentOfCents(9_000_000_000_000_000 - 1, 50, 1)).toBe(4_500_000_000_000_000);
  });
});

describe('moneyToCents and centsToMoney', () => {
  it('reads and writes decimal strings without floats', () => {
    expect(moneyToCents('12500')).toBe(1_250_000);
    expect(moneyToCents('0.1')).toBe(10);
    expect(moneyToCents('1.05')).toBe(105);
    expect(moneyToCents(' 3.5 ')).toBe(350);
    expect(moneyToCents('-1')).toBeNull();
    expect(moneyToCents('1,5')).toBeNull();
    expect(moneyToCents('1.005')).toBeNull();
    expect(centsToMoney(1_250_000)).toBe('12500.00');
    expect(centsToMoney(5)).toBe('0.05');
  });
});

describe('formatCents', () => {
  it("writes cents as the store's country writes money", () => {
    expect(formatCents(250_000, 'AR')).toBe('$2.500,00');
    expect(formatCents(250_000, 'CL')).toBe('$2.500');
    expect(formatCents(123_456, 'MX')).toBe('$1,234.56');
    expect(formatCents(-275_000, 'AR')).toBe('-$2.750,00');
  });
});

describe('cents guards', () => {
  it('refuses what is not whole cents or a whole percentage', () => {
    expect(() => percentOfCents(10.5, 10, 1)).toThrow('Monto inválido.');
    expect(() => percentOfCents(-1, 10, 1)).toThrow('Monto inválido.');
    expect(() => percentOfCents(100, 10.5, 1)).toThrow('Porcentaje inválido.');
    expect(() => percentOfCents(100, -1, 1)).toThrow('Porcentaje inválido.');
    expect(() => percentOfCents(100, 101, 1)).toThrow('Porcentaje inválido.');
    expect(percentOfCents(0, 0, 1)).toBe(0);
    expect(percentOfCents(100, 100, 1)).toBe(100);
  });

  it('reads numbers too, and writes a negative or zero amount', () => {
    expect(moneyToCents(12.5)).toBe(1250);
    expect(moneyToCents(null)).toBeNull();
    expect(moneyToCents(undefined)).toBeNull();
    expect(centsToMoney(-5)).toBe('-0.05');
    expect(centsToMoney(0)).toBe('0.00');
    expect(formatCents(0, 'AR')).toBe('$0,00');
    expect(formatCents(-150_000, 'CL')).toBe('-$1.500');
  });
});
