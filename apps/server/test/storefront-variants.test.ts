// The storefront's variants (issue 22) over a fresh database: the product page's controls (buttons up to
// 8 values, a select beyond; values no offered variant has marked and disabled; 'Agotado'), the chosen
// variant from `?v=` or from the form's options without JavaScript, JSON-LD ProductGroup/hasVariant, the
// cart lines 'Remera Oversize — Talle M, Negro' and the order placed from the no-JS forms. Every test
// here failed before variants (no controls, no variant in the cart or the order).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, productVariants } from '../src/db/schema.js';
import { suiteApp } from './auth-helpers.js';
import {
  backends,
  createShop,
  createVariantProduct,
  ipSequence,
  storeRequests,
} from './helpers.js';

const STORE_HOST = 'localhost:3000';
let counter = 0;
const freshIp = ipSequence('10.66');

const OPTIONS = [
  { name: 'Talle', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Negro', 'Blanco', 'Rojo'] },
];

describe.each(backends)('storefront variants (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started), { STORE_HOST, PORT: '3000' });

  /** A store with 'Remera Oversize': M Negro 1 unit, L Negro sold out, S Blanco not offered, no Rojo. */
  async function shop(options = OPTIONS) {
    const link = `talles${Date.now().toString(36)}${++counter}`;
    const merchant = await createShop(app.db, {
      storeHost: STORE_HOST,
      link,
      storeName: 'Tienda de Ana',
    });
    const { productId, variant } = await createVariantProduct(app.db, merchant, {
      options,
      combos: options[0]!.values.flatMap((t) =>
        options[1]!.values.filter((c) => c !== 'Rojo').map((c) => [t, c]),
      ),
      columns: (values) => ({
        quantity: values.join(' ') === 'M Negro' ? 1 : values.join(' ') === 'L Negro' ? 0 : 4,
        price: values[0] === 'L' ? '150.00' : null,
        available: values.join(' ') !== 'S Blanco',
      }),
    });
    return { ...merchant, productId, variant };
  }

  const pages = storeRequests(() => app, freshIp);
  const get = (host: string, url: string) => pages.get(host, url);
  const post = (host: string, url: string, form: Record<string, string>, cookie?: string) =>
    pages.post(host, url, form, cookie ? { cookie: `carrito=${cookie}` } : {});
  const cookieOf = (res: LightMyRequestResponse) =>
    res.cookies.find((c) => c.name === 'carrito')?.value;
  const jsonLd = (html: string) =>
    JSON.parse(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as {
      '@type': string;
      hasVariant?: { name: string; offers: { price: string; availability: string } }[];
    };

  it('shows radio groups per option, a disabled value no offered variant has, and the chosen variant', async () => {
    const s = await shop();
    const page = await get(s.host, '/remera-oversize');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<legend>Talle</legend>');
    expect(html).toContain('<legend>Color</legend>');
    // Rojo: no offered variant has it.
    expect(html).toMatch(/<input type="radio" disabled=""[^>]*value="Rojo"/);
    expect(html).toMatch(/value="L"\/><span>L(<!-- -->)? <span[^>]*>\(Agotado\)/);
    // Without a choice: the first offered variant in stock (S Negro).
    expect(html).toContain(`name="variantId" value="${s.variant['S Negro']}"`);
    expect(html).toMatch(/name="opcion0" checked="" value="S"/);

    // A shared link opens its variant: L Negro, sold out, at its own price.
    const shared = await get(s.host, `/remera-oversize?v=${s.variant['L Negro']}`);
    expect(shared.body).toContain(`name="variantId" value="${s.variant['L Negro']}"`);
    expect(shared.body).toContain('$150,00');
    expect(shared.body).toMatch(/data-badge="">Agotado/);
    expect(shared.body).toMatch(/value="add" disabled=""/);

    // Without JavaScript: the options as the form chose them.
    const chosen = await get(s.host, '/remera-oversize?opcion0=M&opcion1=Negro');
    expect(chosen.body).toContain(`name="variantId" value="${s.variant['M Negro']}"`);
    expect(chosen.headers['cache-control']).toContain('no-store');
  });

  it('uses a select past 8 values', async () => {
    const many = Array.from({ length: 9 }, (_, i) => `${36 + i}`);
    const s = await shop([
      { name: 'Talle', values: many },
      { name: 'Color', values: ['Negro'] },
    ]);
    const html = (await get(s.host, '/remera-oversize')).body;
    expect(html).toMatch(/<select[^>]*name="opcion0"/);
    expect(html).toContain('<legend>Color</legend>');
  });

  it('describes a ProductGroup with one offer per offered variant', async () => {
    const s = await shop();
    const ld = jsonLd((await get(s.host, '/remera-oversize')).body);
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld.hasVariant).toHaveLength(5);
    const lNegro = ld.hasVariant?.find((v) => v.name === 'Remera Oversize — Talle L, Negro');
    expect(lNegro?.offers).toMatchObject({
      price: '150.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('adds the chosen variant to the cart without JavaScript, shows it, and orders it', async () => {
    const s = await shop();
    const added = await post(s.host, '/carrito', {
      productId: s.productId,
      opcion0: 'M',
      opcion1: 'Negro',
      quantity: '1',
      action: 'add',
    });
    expect(added.statusCode).toBe(303);
    const cookie = cookieOf(added);
    // The variant alone names the line (100 lines of variants fit a 4 KB cookie; see cart-cookie.ts).
    expect(cookie).toBe(`~${s.variant['M Negro']!.replace(/-/g, '')}:1`);
    const cart = await app.inject({
      method: 'GET',
      url: '/carrito',
      headers: { host: s.host, cookie: `carrito=${cookie}` },
    });
    expect(cart.body).toContain('Remera Oversize — Talle M, Negro');

    // A combination not offered: the product page again with the choice, nothing added.
    const missing = await post(s.host, '/carrito', {
      productId: s.productId,
      opcion0: 'S',
      opcion1: 'Blanco',
      action: 'add',
    });
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toBe('/remera-oversize?opcion0=S&opcion1=Blanco');

    const placed = await post(s.host, '/pedido', { name: 'María', delivery: 'pickup' }, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const [line] = await app.db
      .select({ label: orderLines.variantLabel, variantId: orderLines.variantId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.storeId, s.storeId));
    expect(line).toEqual({ label: 'Talle M, Negro', variantId: s.variant['M Negro'] });
    const orderPage = await get(s.host, placed.headers.location as string);
    expect(orderPage.body).toContain('Remera Oversize — Talle M, Negro');
    // The last M Negro is gone: the product is still for sale (other variants), M Negro is not.
    const after = await get(s.host, `/remera-oversize?v=${s.variant['M Negro']}`);
    expect(after.body).toMatch(/data-badge="">Agotado/);
    const home = await get(s.host, '/');
    expect(home.body).not.toContain('Agotado');
  });

  it('drops from the cart a line of a product with options without a variant', async () => {
    const s = await shop();
    const cart = await app.inject({
      method: 'GET',
      url: '/carrito',
      headers: { host: s.host, cookie: `carrito=${s.productId.replace(/-/g, '')}:1` },
    });
    expect(cart.body).not.toContain('Remera Oversize — ');
    expect(cookieOf(cart)).toBe('');
  });

  it('reads an older cookie’s product.variant line, and never another store’s variant', async () => {
    const s = await shop();
    const other = await shop();
    const compact = (id: string) => id.replace(/-/g, '');
    const older = `${compact(s.productId)}.${compact(s.variant['M Blanco']!)}:2`;
    const cart = await app.inject({
      method: 'GET',
      url: '/carrito',
      headers: {
        host: s.host,
        cookie: `carrito=${older}|~${compact(other.variant['M Negro']!)}:1`,
      },
    });
    expect(cart.body).toContain('Remera Oversize — Talle M, Blanco');
    expect(cart.body).not.toContain('Talle M, Negro');
    expect(cookieOf(cart)).toBe(`~${compact(s.variant['M Blanco']!)}:2`);
    const placed = await post(s.host, '/pedido', { name: 'Ana', delivery: 'pickup' }, older);
    expect(placed.statusCode, placed.body).toBe(303);
  });

  // Failed before: the card showed the product's price alone ('$100,00'), as if every variant cost it.
  it("says 'Desde' and the lowest offered price on the home's card when the variants' prices differ", async () => {
    const s = await shop();
    // A cheaper variant not offered does not count ('S Blanco', 'No disponible').
    await app.db
      .update(productVariants)
      .set({ price: '50.00' })
      .where(eq(productVariants.id, s.variant['S Blanco']!));
    const home = await get(s.host, '/');
    expect(home.body).toContain('Desde $100,00');
    expect(home.body).not.toContain('$50,00');

    // Every offered variant at one price (another store: the home page is cached by store version):
    // that price, without 'Desde'.
    const other = await shop();
    await app.db
      .update(productVariants)
      .set({ price: '120.00' })
      .where(eq(productVariants.productId, other.productId));
    const same = await get(other.host, '/');
    expect(same.body).toContain('$120,00');
    expect(same.body).not.toContain('Desde');
  });
});
