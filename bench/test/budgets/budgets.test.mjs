// The byte budgets of issue 7 over the real production build of apps/panel (run after `pnpm build`).
// Bytes are deterministic: this is the part of the benchmarks CI enforces. Timings never are.
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, evaluate, formatFigure } from '../../lib/budgets.mjs';
import { measureWeight } from '../../lib/weight.mjs';

const KiB = 1024;

/**
 * Budgets the panel misses today, with why in bench/REPORT.md. Until the levers listed there land, each
 * is held by a ratchet — it must not grow past `ceiling` — and the entry must be removed (this test
 * fails) as soon as the budget is met, so a met budget is enforced from then on.
 */
const KNOWN_MISSES = {
  'products-js': { ceiling: 185 * KiB },
};

describe('byte budgets of the panel build', () => {
  const weight = measureWeight();
  for (const { budget, value, status } of evaluate({ weight }, BYTE_BUDGETS)) {
    const figure = `${budget.label}: ${formatFigure(value ?? NaN, budget.unit)}`;
    const known = KNOWN_MISSES[/** @type {keyof typeof KNOWN_MISSES} */ (budget.id)];
    if (known) {
      it(`${budget.label}: known miss of ${formatFigure(budget.limit, budget.unit)}, held under ${formatFigure(known.ceiling, budget.unit)}`, () => {
        expect(status, `${figure} now meets its budget: remove it from KNOWN_MISSES`).toBe(
          'missed',
        );
        expect(value, figure).toBeLessThanOrEqual(known.ceiling);
      });
    } else {
      it(`${budget.label} ≤ ${formatFigure(budget.limit, budget.unit)}`, () => {
        expect(status, figure).toBe('met');
      });
    }
  }
});
