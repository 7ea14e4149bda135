// The product page of a product with options (issue 22): its controls, and the byte budget: the
// page of a product with 250 variants (3 options) is at most 30 KiB of HTML gzip, JSON-LD included.
import { gzipSync } from 'node:zlib';
import { variantLabel } from '@panel/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../document/document';
import { productMeta } from '../../document/meta';
import { sampleProduct, sampleStore } from '../../fixtures';
import type { ProductDetail, StoreVariant } from '../../model';
import { choiceState, ProductPage } from './product-page';

const NO_ASSETS = { stylesheet: null, script: null, fonts: null };

/** A product with these options, every combination offered, the first of them sold out. */
function withVariants(options: { name: string; values: string[] }[]): ProductDetail {
  const combos = options.reduce<string[][]>(
    (all, option) => all.flatMap((c) => option.values.map((v) => [...c, v])),
    [[]],
  );
  const variants: StoreVariant[] = combos.map((values, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    values,
    label: variantLabel(options, values),
    price: 12500 + (i % 3) * 1000,
    soldOut: i === 0,
    picture: null,
  }));
  return {
    ...sampleProduct,
    options: options.map((o) => ({
      name: o.name,
      values: o.values.map((value) => ({ value, offered: true })),
    })),
    variants,
    variant: variants[1] ?? null,
  };
}

const page = (product: ProductDetail) =>
  `<!doctype html>${renderToStaticMarkup(
    <Document
      meta={productMeta(sampleStore, product)}
      siteName={sampleStore.name}
      assets={NO_ASSETS}
    >
      <ProductPage store={sampleStore} product={product} />
    </Document>,
  )}`;

describe('the product page with variants', () => {
  it('weighs at most 30 KiB of HTML gzip with 250 variants (10 × 5 × 5)', () => {
    const values = (n: number, name: string) =>
      Array.from({ length: n }, (_, i) => `${name} ${i + 1}`);
    const html = page(
      withVariants([
        { name: 'Talle', values: values(10, 'Talle') },
        { name: 'Color', values: values(5, 'Color') },
        { name: 'Material', values: values(5, 'Material') },
      ]),
    );
    const gzip = gzipSync(html).length;
    console.info(`product page, 250 variants: ${html.length} B of HTML, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
    // Past 8 values a select; up to 8 buttons.
    expect(html).toMatch(/<select[^>]*name="opcion0"/);
    expect(html).toContain('<legend>Color</legend>');
  });

  it('marks the sold-out combination and the value no offered variant has', () => {
    const product = withVariants([
      { name: 'Talle', values: ['S', 'M'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ]);
    const [option] = product.options ?? [];
    const variants = product.variants ?? [];
    expect(choiceState(option!, 0, { value: 'S', offered: true }, variants, ['M', 'Negro'])).toBe(
      'soldOut',
    );
    expect(choiceState(option!, 0, { value: 'S', offered: false }, variants, ['M', 'Negro'])).toBe(
      'none',
    );
    const missing = variants.filter((v) => v.values.join() !== 'S,Blanco');
    expect(choiceState(option!, 0, { value: 'S', offered: true }, missing, ['M', 'Blanco'])).toBe(
      'missing',
    );
    expect(choiceState(option!, 0, { value: 'M', offered: true }, variants, ['S', 'Negro'])).toBe(
      'ok',
    );
  });

  it('shows the price range until a full combination is chosen, then the variant’s price', () => {
    const product = withVariants([
      { name: 'Talle', values: ['S', 'M'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ]);
    const price = (html: string) => /data-price=""[^>]*>([^<]*)</.exec(html)?.[1];
    expect(price(page({ ...product, variant: null }))).toBe('$12.500,00 – $14.500,00');
    expect(price(page(product))).toBe('$13.500,00');
    // The script shows the range again when the choice matches no variant.
    expect(page(product)).toContain('data-range="$12.500,00 – $14.500,00"');
  });
});
