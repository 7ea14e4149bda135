// The variants' shapes in the library's public types. They repeat @panel/domain's ProductOption and
// ProductVariantInput (structurally the same, so either is accepted) because @panel/domain is private:
// a published type that named it would leak an import into dist/index.d.ts (scripts/check-dist.mjs).

/** An option of a product ('Talle') and its values in the merchant's order (issue 22). */
export interface ProductFormOption {
  name: string;
  values: string[];
}

/**
 * A variant as the form holds it: one value per option in the options' order; `price` as typed, null
 * for the product's price; `quantity` counts when the product manages stock; `mediaIndex` a position
 * in the product's media; `id` the stored variant's while its combination survives the edits.
 */
export interface ProductFormVariant {
  id?: string;
  values: string[];
  price: string | null;
  quantity: number | null;
  sku: string | null;
  mediaIndex: number | null;
  available: boolean;
}
