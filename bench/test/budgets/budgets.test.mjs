// The byte budgets of issue 7 over the real production build of apps/panel (run after `pnpm build`).
// Bytes are deterministic: this is the part of the benchmarks CI enforces. Timings never are.
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, evaluate, formatFigure } from '../../lib/budgets.mjs';
import { measureWeight } from '../../lib/weight.mjs';

describe('byte budgets of the panel build', () => {
  const weight = measureWeight();
  for (const { budget, value, status } of evaluate({ weight }, BYTE_BUDGETS)) {
    it(`${budget.label} ≤ ${formatFigure(budget.limit, budget.unit)}`, () => {
      expect(status, `${budget.label}: ${formatFigure(value ?? NaN, budget.unit)}`).toBe('met');
    });
  }
});
