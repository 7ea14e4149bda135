// The order's line checks, before any database (orders/lines.ts): checkLines merges repeated products and
// variants and holds the quantity and count limits, checkLineIds refuses ids that are no row's. Pure
// functions, called directly. Each of these failed on a mutant of lines.ts (pnpm mutate, group
// orders-lines): a limit compared with `>=`, the merge keyed without the variant, a refusal's field
// naming another line, a variant id left unchecked.
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_MESSAGES } from '@panel/domain';
import { describe, expect, it } from 'vitest';
import {
  checkLineIds,
  checkLines,
  Refused,
  type CheckedLine,
  type OrderLineInput,
  type OrderRefusal,
} from '../src/orders/lines.js';

const A = '0b8a3c56-6c1f-4d55-9d3c-0c8f4f7a1b01';
const B = '0b8a3c56-6c1f-4d55-9d3c-0c8f4f7a1b02';
const V1 = '5f1e7a2d-3b4c-4d5e-8f90-a1b2c3d4e5f1';
const V2 = '5f1e7a2d-3b4c-4d5e-8f90-a1b2c3d4e5f2';

/** The refusal `run` throws (a test failure when it throws nothing, or something else). */
function refusalOf(run: () => unknown): OrderRefusal {
  try {
    run();
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  throw new Error('not refused');
}

/** `n` lines of distinct products (uuids built from their index). */
const distinct = (n: number, quantity = 1): OrderLineInput[] =>
  Array.from({ length: n }, (_, i) => ({
    productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    quantity,
  }));

describe('checkLines', () => {
  it('refuses an empty cart, naming the lines', () => {
    expect(refusalOf(() => checkLines([]))).toEqual({
      status: 400,
      message: ORDER_MESSAGES.emptyCart,
      field: 'lines',
    });
  });

  it('refuses a quantity that is not a whole number from 1, naming its line', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        refusalOf(() =>
          checkLines([
            { productId: A, quantity: 1 },
            { productId: B, quantity },
          ]),
        ),
        String(quantity),
      ).toEqual({ status: 400, message: ORDER_MESSAGES.quantity, field: 'lines.1.quantity' });
    }
  });

  it('merges a product, or a variant, asked twice into its first line; other variants stay apart', () => {
    const lines = checkLines([
      { productId: A, quantity: 2 },
      { productId: B, variantId: V1, quantity: 1 },
      { productId: A, quantity: 3 },
      { productId: B, variantId: V2, quantity: 4 },
      { productId: B, variantId: V1, quantity: 5 },
      { productId: B, quantity: 1 },
    ]);
    expect(lines).toEqual<CheckedLine[]>([
      { productId: A, variantId: null, quantity: 5, index: 0 },
      { productId: B, variantId: V1, quantity: 6, index: 1 },
      { productId: B, variantId: V2, quantity: 4, index: 3 },
      { productId: B, variantId: null, quantity: 1, index: 5 },
    ]);
  });

  it(`takes ${MAX_ORDER_LINES} distinct lines and refuses one more, counted after merging`, () => {
    expect(checkLines(distinct(MAX_ORDER_LINES))).toHaveLength(MAX_ORDER_LINES);
    expect(refusalOf(() => checkLines(distinct(MAX_ORDER_LINES + 1)))).toEqual({
      status: 400,
      message: ORDER_MESSAGES.tooManyLines,
      field: 'lines',
    });
    const repeated = [...distinct(MAX_ORDER_LINES), distinct(1)[0]!];
    expect(checkLines(repeated)).toHaveLength(MAX_ORDER_LINES);
  });

  it(`takes ${MAX_LINE_QUANTITY} units of a line and refuses more, the merged sum included`, () => {
    expect(checkLines([{ productId: A, quantity: MAX_LINE_QUANTITY }])[0]!.quantity).toBe(
      MAX_LINE_QUANTITY,
    );
    expect(
      refusalOf(() =>
        checkLines([
          { productId: B, quantity: 1 },
          { productId: A, quantity: MAX_LINE_QUANTITY + 1 },
        ]),
      ),
    ).toEqual({ status: 400, message: ORDER_MESSAGES.quantity, field: 'lines.1.quantity' });
    // 500 + 500 of the same product: refused at the first of its lines.
    expect(
      refusalOf(() =>
        checkLines([
          { productId: B, quantity: 1 },
          { productId: A, quantity: 500 },
          { productId: A, quantity: 500 },
        ]),
      ),
    ).toEqual({ status: 400, message: ORDER_MESSAGES.quantity, field: 'lines.1.quantity' });
  });
});

describe('checkLineIds', () => {
  const line = (productId: string, variantId: string | null, index = 0): CheckedLine => ({
    productId,
    variantId,
    quantity: 1,
    index,
  });

  it('passes uuids, with or without a variant', () => {
    expect(() => checkLineIds([line(A, null), line(B, V1, 1)])).not.toThrow();
  });

  it('refuses a product or variant id that names no row as unavailable, naming its field', () => {
    for (const id of ['', 'abc', `${A}x`, A.toUpperCase().replace(/-/g, '')]) {
      expect(
        refusalOf(() => checkLineIds([line(A, null), line(id, null, 3)])),
        id,
      ).toEqual({
        status: 422,
        message: ORDER_MESSAGES.unavailable,
        field: 'lines.3.productId',
      });
      expect(
        refusalOf(() => checkLineIds([line(A, null), line(B, id, 2)])),
        id,
      ).toEqual({
        status: 422,
        message: ORDER_MESSAGES.unavailable,
        field: 'lines.2.variantId',
      });
    }
  });
});
