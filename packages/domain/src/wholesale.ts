// The wholesale price of a product (issue 21): shown on its page and applied by the server to an order
// line of at least the merchant's minimum quantity. One rule for the product page, the cart and the order.
import { MAX_LINE_QUANTITY } from './order-rules';
import { toCents } from './price';

/** Smallest and largest minimum quantity a merchant may set (1 would make every sale wholesale). */
export const WHOLESALE_MIN_QUANTITY_RANGE = { min: 2, max: MAX_LINE_QUANTITY } as const;

/** What a product says about its prices, as stored (amounts in currency units). */
export interface WholesaleTerms {
  retailPrice: number;
  wholesaleAllowed: boolean;
  /** Null or 0: none set. */
  wholesalePrice: number | null;
  /** Units of one line from which the wholesale price applies; null: none set (never applied). */
  wholesaleMinQuantity: number | null;
}

/** The wholesale offer a product makes (its price and from how many units), or null when it makes none. */
export function wholesaleOffer(
  terms: WholesaleTerms,
): { price: number; minQuantity: number } | null {
  const { wholesaleAllowed, wholesalePrice, wholesaleMinQuantity } = terms;
  if (!wholesaleAllowed || wholesalePrice === null || !(wholesalePrice > 0)) return null;
  if (
    wholesaleMinQuantity === null ||
    !Number.isInteger(wholesaleMinQuantity) ||
    wholesaleMinQuantity < WHOLESALE_MIN_QUANTITY_RANGE.min
  ) {
    return null;
  }
  return { price: wholesalePrice, minQuantity: wholesaleMinQuantity };
}

/**
 * The unit price of `quantity` units of a product: the wholesale price from its minimum quantity on (when
 * the product makes a wholesale offer and it is the lower price), else the retail price. In cents.
 */
export function unitPriceCents(terms: WholesaleTerms, quantity: number): number {
  const retail = toCents(terms.retailPrice);
  const offer = wholesaleOffer(terms);
  if (!offer || quantity < offer.minQuantity) return retail;
  return Math.min(retail, toCents(offer.price));
}
