// The server's renders of the panel's signed-in pages (routes/spa.ts, plugins/ssr.ts) over a stand-in of
// the panel's server bundle that renders the product list from the API it is handed: the page holds the
// merchant's first page of products and their count, is never cached, and reaches no one else; without a
// session, or when the render fails, the page is index.html as before — never an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  backends,
  createMerchant,
  fakePanelDist,
  freshDatabase,
  multipartBody,
  removePanelDist,
  type Merchant,
  type TestDatabase,
} from './helpers.js';

/**
 * The stand-in bundle (the real one is apps/panel/src/entry-server.tsx): /products as a list of the
 * first page's names and the count, from the `fetch` it is given; /boom tries to write through it.
 */
const SERVER_BUNDLE = `
export function createPageRenderer(indexHtml) {
  return {
    renders: (pathname) => pathname === '/products' || pathname === '/boom',
    async render({ url, fetch, protocol }) {
      if (url.startsWith('/boom')) {
        await fetch(new Request('http://localhost/api/v2/products/delete/x', { method: 'DELETE' }));
      }
      const answer = await fetch(
        new Request('http://localhost/api/v2/products?offset=0&limit=10&sortBy=name&sortType=asc'),
      );
      if (!answer.ok) return null;
      const { data } = await answer.json();
      const names = data.products.map((product) => '<li>' + product.name + '</li>').join('');
      return indexHtml.replace(
        '<div id="root"></div>',
        '<div id="root"><ul>' + names + '</ul><p>' + data.totalProducts + ' productos</p>' +
          '<p>' + protocol + '</p></div>',
      );
    },
  };
}
`;

describe.each(backends)('server-rendered panel pages (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;
  let index: string;
  let ana: Merchant;
  let beto: Merchant;

  const page = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  async function createProduct(merchant: Merchant, name: string) {
    const body = multipartBody(
      Object.entries({ name, price: '10', quantity: '1', type: 'product', status: 'published' }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: body.payload,
      headers: { ...merchant.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    database = await freshDatabase(backend);
    panelDist = fakePanelDist({ serverBundle: SERVER_BUNDLE });
    index = readFileSync(path.join(panelDist, 'index.html'), 'utf8');
    app = await buildApp(
      loadConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        PANEL_DIST: panelDist,
      }),
      { logger: false },
    );
    ana = await createMerchant(app.db);
    beto = await createMerchant(app.db);
    for (let i = 1; i <= 12; i++)
      await createProduct(ana, `Taza de Ana ${String(i).padStart(2, '0')}`);
    await createProduct(beto, 'Gorra de Beto');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    if (panelDist) removePanelDist(panelDist);
  });

  it("renders /products with the merchant's first page and count, kept by no cache", async () => {
    const res = await page('/products', ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    for (let i = 1; i <= 10; i++) {
      expect(res.body).toContain(`<li>Taza de Ana ${String(i).padStart(2, '0')}</li>`);
    }
    expect(res.body).not.toContain('Taza de Ana 11');
    expect(res.body).toContain('<p>12 productos</p>');
    // PUBLIC_URL's scheme, for the storefront links.
    expect(res.body).toContain('<p>http:</p>');
    expect(res.body).not.toContain('Gorra de Beto');
  });

  it("renders the page with a query string too, and another session gets only its own store's", async () => {
    const res = await page('/products?desde=menu', beto.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<li>Gorra de Beto</li>');
    expect(res.body).toContain('<p>1 productos</p>');
    expect(res.body).not.toContain('Taza de Ana');
  });

  it('sends index.html, for the browser to render, without a session or with an unknown one', async () => {
    for (const cookie of [undefined, 'panel_session=not-a-session', 'other=1']) {
      const res = await page('/products', cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
      expect(String(res.headers.vary), cookie).toMatch(/\bCookie\b/i);
      expect(res.body, cookie).toBe(index);
    }
  });

  it('sends index.html when the render fails (a render may not write through the API)', async () => {
    const res = await page('/boom', ana.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(index);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v2/products/count',
      headers: ana.headers,
    });
    expect(list.json()).toEqual({ ok: true, data: 12 });
  });

  it('renders only GET page loads of the pages the bundle knows', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/products',
      headers: { accept: 'text/html', cookie: ana.cookie },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    const other = await page('/orders', ana.cookie);
    expect(other.body).toBe(index);
    expect(other.headers.vary ?? '').not.toMatch(/\bCookie\b/i);
  });
});

describe('with a panel build that has no server bundle', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    panelDist = fakePanelDist();
    app = await buildApp(loadConfig({ DATA_DIR: database.dataDir, PANEL_DIST: panelDist }), {
      logger: false,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    if (panelDist) removePanelDist(panelDist);
  });

  it('serves index.html for /products, signed in or not', async () => {
    const merchant = await createMerchant(app.db);
    const res = await app.inject({
      method: 'GET',
      url: '/products',
      headers: { accept: 'text/html', cookie: merchant.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(readFileSync(path.join(panelDist, 'index.html'), 'utf8'));
  });
});
