import { PRO_PLAN } from './constants';

/** A stop of the extra-capacity slider that can be bought. */
export interface ExtraCapacityPlan {
  /** Slider value of the stop. */
  value: number;
  /** Extra products. */
  products: number;
  /** Text of the stop, e.g. '500'. */
  label: string;
  /** Monthly price of the extra products, in dollars. */
  extraPrice: number;
  /** Pro plan plus the extra, in dollars. */
  total: number;
  contact: false;
}

/** The top stop: more than 1000 products, handled by contacting the team ('Contactar'). */
export interface ExtraCapacityContact {
  value: number;
  products: null;
  label: '+1000';
  extraPrice: null;
  total: null;
  contact: true;
}

/** What the subscription modal shows for a slider position. */
export type ExtraCapacityOption = ExtraCapacityPlan | ExtraCapacityContact;

/** Slider stops (spec §9): value → extra products; the last stop (null) means "+1000, contact us". */
export const EXTRA_CAPACITY_STOPS = [
  { value: 0, products: 50 },
  { value: 500, products: 100 },
  { value: 1500, products: 500 },
  { value: 2000, products: 1000 },
  { value: 2500, products: null },
] as const;

/** Slider values of the stops: 0, 500, 1500, 2000, 2500. */
export const EXTRA_CAPACITY_VALUES: readonly number[] = EXTRA_CAPACITY_STOPS.map((s) => s.value);

/** Price of extra products: $1 per 10 products, rounded down (50 → $5, 1000 → $100). */
export function extraProductsPrice(products: number): number {
  return Math.floor(products / 10);
}

/** The option of the stop nearest to a slider value (ties go to the lower stop). */
export function extraCapacityAt(value: number): ExtraCapacityOption {
  let nearest: (typeof EXTRA_CAPACITY_STOPS)[number] = EXTRA_CAPACITY_STOPS[0];
  for (const stop of EXTRA_CAPACITY_STOPS) {
    if (Math.abs(stop.value - value) < Math.abs(nearest.value - value)) nearest = stop;
  }
  if (nearest.products === null) {
    return {
      value: nearest.value,
      products: null,
      label: '+1000',
      extraPrice: null,
      total: null,
      contact: true,
    };
  }
  const extraPrice = extraProductsPrice(nearest.products);
  return {
    value: nearest.value,
    products: nearest.products,
    label: String(nearest.products),
    extraPrice,
    total: PRO_PLAN.price + extraPrice,
    contact: false,
  };
}
