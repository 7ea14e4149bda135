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

/** Most characters of a product name (the contract's `ProductForm.name`). */
export const PRODUCT_NAME_MAX = 120;

/** What the storefront does with a product: sells it, shows it 'Agotado', or does not show it. */
export type ProductAvailability = 'onSale' | 'soldOut' | 'draft' | 'hidden';

/** The stock switches and quantity of a product (the form's quantity is text). */
export interface ProductStock {
  manageStock: boolean;
  sellWithoutStock: boolean;
  quantity: number | string | null | undefined;
}

/**
 * 'Agotado' on the storefront: stock is managed, none is left and the product does not sell without
 * stock. The storefront's pages and the panel's hints both read this rule.
 */
export function isSoldOut({ manageStock, sellWithoutStock, quantity }: ProductStock): boolean {
  const left = Number.parseInt(String(quantity ?? ''), 10);
  return manageStock && !sellWithoutStock && !(left > 0);
}

/**
 * Whether customers see and can buy a product on the storefront: only published products are shown
 * (a draft or a hidden one is not), and a shown one sold out cannot be bought.
 */
export function productAvailability(
  product: ProductStock & { status: string | null | undefined },
): ProductAvailability {
  const status = productStatus(product.status);
  if (status !== 'published') return status;
  return isSoldOut(product) ? 'soldOut' : 'onSale';
}

const COPY_SUFFIX = ' (copia)';

/** Name of a duplicated product: '… (copia)', the original shortened to keep within the limit. */
export function productCopyName(name: string): string {
  const room = PRODUCT_NAME_MAX - COPY_SUFFIX.length;
  return `${Array.from(name.trim()).slice(0, room).join('').trimEnd()}${COPY_SUFFIX}`;
}
