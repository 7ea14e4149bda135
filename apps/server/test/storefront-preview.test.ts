// The merchant's preview of a product customers cannot see (issue 21): GET /vista-previa/:id on the
// panel's host. Only the signed-in owner sees it (another merchant, a visitor signed out, a store host:
// the same 404); it is never cacheable or indexable, carries no store script and refuses forms.
// Failed before the fix: the route did not exist (the panel served its SPA shell, 200, for the path), and
// 'Ver' on a draft opened the store host's 'No encontramos esta página'.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeCheckouts } from '../src/db/schema.js';
import { startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant, type Merchant } from './helpers.js';

const STORE_HOST = 'localhost:3000';
const PANEL_HOST = 'localhost:3000';
const PANEL_ORIGIN = `http://${PANEL_HOST}`;

let counter = 0;
const uniqueLink = () => `vista${Date.now().toString(36)}${++counter}`;

describe.each(backends)('product preview (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend, { STORE_HOST, PUBLIC_URL: PANEL_ORIGIN, PORT: '3000' });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  async function merchant(): Promise<Merchant> {
    const m = await createMerchant(app.db, { link: uniqueLink(), storeName: 'Dulces Ana' });
    await app.db
      .insert(storeCheckouts)
      .values({ storeId: m.storeId, phone: '1123456789', phoneArea: '+54' });
    return m;
  }

  async function product(
    m: Merchant,
    status: 'draft' | 'hidden' | 'published',
    name: string,
  ): Promise<{ id: string; slug: string }> {
    const slug = `${status}-${++counter}`;
    const [row] = await app.db
      .insert(products)
      .values({
        storeId: m.storeId,
        slug,
        name,
        status,
        retailPrice: '4500.00',
        retailCost: '4242.42',
        quantity: 8675,
      })
      .returning({ id: products.id });
    return { id: row!.id, slug };
  }

  const preview = (id: string, headers: Record<string, string> = {}, host = PANEL_HOST) =>
    app.inject({ method: 'GET', url: `/vista-previa/${id}`, headers: { host, ...headers } });

  const expectPrivate = (headers: Record<string, unknown>) => {
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(String(headers['vary'])).toMatch(/cookie/i);
  };

  it('shows the owner a draft with the banner, private and unindexable', async () => {
    const ana = await merchant();
    const draft = await product(ana, 'draft', 'Torta borrador');
    const res = await preview(draft.id, { cookie: ana.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectPrivate(res.headers);
    expect(res.body).toContain('Torta borrador');
    expect(res.body).toContain('Vista previa: tus clientes no ven este producto');
    expect(res.body).toContain('Es un borrador.');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    // Links and assets resolve on the store's host; no store script (no visit counted, no cart).
    expect(res.body).toContain(`<base href="http://${ana.link}.${STORE_HOST}/"/>`);
    expect(res.body).not.toMatch(/<script\b[^>]*\bsrc=/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Still no private figures (cost, stock count).
    expect(res.body).not.toContain('4242');
    expect(res.body).not.toContain('8675');
  });

  it("names a hidden product's reason: 'Oculto'", async () => {
    const ana = await merchant();
    const hidden = await product(ana, 'hidden', 'Alfajor oculto');
    const res = await preview(hidden.id, { cookie: ana.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Oculto');
    expect(res.body).toContain('Está oculto.');
  });

  it('a published product previews without the banner', async () => {
    const ana = await merchant();
    const shown = await product(ana, 'published', 'Torta publicada');
    const res = await preview(shown.id, { cookie: ana.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Torta publicada');
    expect(res.body).not.toContain('Vista previa: tus clientes no ven este producto');
  });

  it('answers 404 to another merchant, to a visitor signed out and to made-up ids', async () => {
    const ana = await merchant();
    const luis = await merchant();
    const draft = await product(ana, 'draft', 'Secreto de Ana');
    for (const res of [
      await preview(draft.id, { cookie: luis.cookie }),
      await preview(draft.id),
      await preview(draft.id, { cookie: 'panel_session=not-a-session' }),
      await preview('00000000-0000-4000-8000-000000000000', { cookie: ana.cookie }),
      await preview('nada', { cookie: ana.cookie }),
    ]) {
      expect(res.statusCode).toBe(404);
      expectPrivate(res.headers);
      expect(res.body).not.toContain('Secreto de Ana');
    }
  });

  it('is never served on a store host, even with the cookie', async () => {
    const ana = await merchant();
    const draft = await product(ana, 'draft', 'Torta de la tienda');
    const res = await preview(draft.id, { cookie: ana.cookie }, `${ana.link}.${STORE_HOST}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Torta de la tienda');
  });

  it('the store host still hides the draft from customers', async () => {
    const ana = await merchant();
    const draft = await product(ana, 'draft', 'Torta escondida');
    const res = await app.inject({
      method: 'GET',
      url: `/${draft.slug}`,
      headers: { host: `${ana.link}.${STORE_HOST}`, cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Torta escondida');
  });
});
