/** Product status values (spec §4). */
export const PRODUCT_STATUSES = ['draft', 'published', 'hidden'] as const;

/** A product status. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Spanish label of each status. */
export const PRODUCT_STATUS_LABELS = {
  draft: 'Borrador',
  published: 'Publicado',
  hidden: 'Oculto',
} as const satisfies Record<ProductStatus, string>;

/** Status shown for a listed product: its status, or draft when missing or unknown. */
export function productStatus(status: string | null | undefined): ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ProductStatus)
    : 'draft';
}

/** Quantity shown for a listed product: '0' when missing. */
export function productQuantityText(quantity: number | string | null | undefined): string {
  return quantity === null || quantity === undefined || quantity === '' ? '0' : String(quantity);
}

/** Price of a listed product: the price of the first entry of its prices, or null when there is none. */
export function firstPrice<P>(
  prices: readonly { price?: P | null }[] | null | undefined,
): P | null {
  return prices?.[0]?.price ?? null;
}
