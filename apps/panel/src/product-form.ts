// The product form's typed values (as the merchant typed them: '12,5') to the contract's multipart body
// ('12.50'), and a saved product back to form values for editing.
import type { Product, ProductCreateInput } from '@panel/api';
import { parseAmount } from '@panel/domain';
import type { ProductFormPrices, ProductFormValues } from '@panel/ui';

/** '12,5' → '12.50'; empty or unreadable → undefined (the server's default applies). */
function money(value: string): string | undefined {
  const amount = parseAmount(value);
  return amount === null ? undefined : amount.toFixed(2);
}

function percent(value: string): string | undefined {
  const amount = parseAmount(value);
  return amount === null ? undefined : String(Math.round(amount * 100) / 100);
}

/** The multipart body of products/create (and, with keepMedia, products/update). */
export function toProductInput(
  values: ProductFormValues,
  files: readonly File[],
): ProductCreateInput {
  const quantity = Number.parseInt(values.quantity, 10);
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
        }
      : {}),
    status: values.status,
    dynamicPrice: values.dynamicPrice,
    manageStock: values.manageStock,
    sellWithoutStock: values.sellWithoutStock,
    wholesaleAllowed: values.wholesaleAllowed,
    images: files.filter((file) => !file.type.startsWith('video/')),
    ...(video ? { video } : {}),
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
  };
}

/** The product's stored media as files, so the form shows them and a save sends them again. */
export async function mediaFiles(product: Product, signal?: AbortSignal): Promise<File[]> {
  return Promise.all(
    product.media.map(async (media, index) => {
      const response = await fetch(media.url, { signal });
      if (!response.ok) throw new Error(`Media ${media.url}: ${response.status}`);
      const blob = await response.blob();
      const extension =
        blob.type === 'video/mp4' ? 'mp4' : blob.type === 'image/png' ? 'png' : 'jpg';
      return new File([blob], `media-${index + 1}.${extension}`, { type: blob.type });
    }),
  );
}
