// The product form's typed values (as the merchant typed them: '12,5') to the contract's multipart body
// ('12.50'), and a saved product back to form values for editing or duplicating.
import type { Product, ProductCreateInput } from '@panel/api';
import { parseAmount, productCopyName } from '@panel/domain';
import {
  isStoredMedia,
  type ProductFormPrices,
  type ProductFormValues,
  type StoredUploadMedia,
  type UploadItem,
} from '@panel/ui';

/** '12,5' → '12.50'; empty or unreadable → undefined (the server's default applies). */
function money(value: string): string | undefined {
  const amount = parseAmount(value);
  return amount === null ? undefined : amount.toFixed(2);
}

function percent(value: string): string | undefined {
  const amount = parseAmount(value);
  return amount === null ? undefined : String(Math.round(amount * 100) / 100);
}

/**
 * The multipart body of products/create and products/update: stored media travel as their ids (the
 * create's `sharedMedia`, the update's `keepMedia`), only new files are uploaded.
 */
export function toProductInput(
  values: ProductFormValues,
  media: readonly UploadItem[],
): ProductCreateInput {
  const quantity = Number.parseInt(values.quantity, 10);
  const files = media.filter((item): item is File => !isStoredMedia(item));
  const stored = media.filter(isStoredMedia).map((item) => item.id);
  // The form allows one video (@panel/domain's rule), so there is at most one.
  const video = files.find((file) => file.type.startsWith('video/'));
  return {
    name: values.name.trim(),
    description: values.description,
    // One of the store's categories; none is sent as no field.
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    type: values.type,
    quantity: Number.isFinite(quantity) && quantity >= 0 ? quantity : 0,
    cost: money(values.prices.cost),
    price: money(values.prices.price),
    utility: percent(values.prices.utility),
    ...(values.wholesaleAllowed
      ? {
          wholesaleCost: money(values.wholesalePrices.cost),
          wholesalePrice: money(values.wholesalePrices.price),
          wholesaleUtility: percent(values.wholesalePrices.utility),
          wholesaleMinQuantity: Number.parseInt(values.wholesaleMinQuantity, 10),
        }
      : {}),
    status: values.status,
    dynamicPrice: values.dynamicPrice,
    manageStock: values.manageStock,
    sellWithoutStock: values.sellWithoutStock,
    wholesaleAllowed: values.wholesaleAllowed,
    images: files.filter((file) => !file.type.startsWith('video/')),
    ...(video ? { video } : {}),
    ...(stored.length > 0 ? { sharedMedia: stored } : {}),
  };
}

const formPrices = (prices: Product['prices']): ProductFormPrices => ({
  cost: prices.cost,
  price: prices.price,
  utility: prices.utility,
});

/** A saved product as the form's initial values. */
export function toFormValues(product: Product): Partial<ProductFormValues> {
  return {
    name: product.name,
    description: product.description,
    categoryId: product.categoryId ?? '',
    type: product.type,
    quantity: String(product.quantity),
    prices: formPrices(product.prices),
    wholesalePrices: formPrices(product.wholesalePrices),
    status: product.status,
    dynamicPrice: product.dynamicPrice,
    manageStock: product.manageStock,
    sellWithoutStock: product.sellWithoutStock,
    wholesaleAllowed: product.wholesaleAllowed,
    wholesaleMinQuantity:
      product.wholesaleMinQuantity === null ? '' : String(product.wholesaleMinQuantity),
  };
}

/** A saved product's media as the form's stored media (shown from their URLs, never downloaded). */
export const storedMedia = (product: Product): StoredUploadMedia[] =>
  product.media.map(({ id, url, kind, poster }) => ({
    id,
    url,
    kind,
    ...(poster ? { poster } : {}),
  }));

/** The form's start for 'Duplicar': the product's values as a draft named '… (copia)'. */
export function toCopyValues(product: Product): Partial<ProductFormValues> {
  return { ...toFormValues(product), name: productCopyName(product.name), status: 'draft' };
}
