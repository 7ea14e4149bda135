// The product as the contract answers it (`Product`): the row, its prices as decimal strings and its media.
import type { productMedia, products } from '../../db/schema.js';
import { mediaUrl } from '../../uploads/storage.js';
import { isVideoKey, posterUrl } from '../../uploads/variants.js';
import { variantAnswer, type VariantRow } from './variants.js';

export type ProductRow = typeof products.$inferSelect;
export type MediaRow = typeof productMedia.$inferSelect;

/** A price triple of the contract, '0.00' for an amount never set. */
export const prices = (cost: string | null, price: string | null, utility: string | null) => ({
  cost: cost ?? '0.00',
  price: price ?? '0.00',
  utility: utility ?? '0.00',
});

/**
 * The `Product` of productsGet, productsCreate and productsUpdate. With options, `quantity` is the
 * variants' summed stock.
 */
export function productAnswer(row: ProductRow, media: MediaRow[], variants: VariantRow[] = []) {
  const hasOptions = row.options.length > 0;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    type: row.type,
    quantity: hasOptions ? variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0) : row.quantity,
    prices: prices(row.retailCost, row.retailPrice, row.retailUtility),
    wholesalePrices: prices(row.wholesaleCost, row.wholesalePrice, row.wholesaleUtility),
    status: row.status,
    dynamicPrice: row.dynamicPrice,
    manageStock: row.manageStock,
    sellWithoutStock: row.sellWithoutStock,
    wholesaleAllowed: row.wholesaleAllowed,
    wholesaleMinQuantity: row.wholesaleMinQuantity,
    media: media.map((m) => ({
      id: m.id,
      url: mediaUrl(m.key),
      kind: m.kind,
      // A video's row keeps its poster's size; none: no poster (uploaded before posters, or without one).
      ...(m.kind === 'video' && m.width && m.height && isVideoKey(m.key)
        ? { poster: posterUrl(m.key, m.width, m.height) }
        : {}),
    })),
    options: row.options,
    variants: hasOptions ? variants.map(variantAnswer) : [],
  };
}
