// The store looks like somebody's (issue 21): 'Mi tienda' → 'Personalización' saves an accent colour
// (refused under 4.5:1 with white text, in Spanish) and a one-line description; the store pages show
// them (in the page's CSP by hash, under a new ETag), the header carries the picture uploaded in 'Mi
// tienda', and the footer a WhatsApp contact link when the checkout has a number. On the old code the
// call did not exist (501 from the contract's unimplemented operation) and no page carried any of it.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCheckouts, stores } from '../src/db/schema.js';
import { startApp, type TestApp } from './auth-helpers.js';
import { file, png } from './fixtures/media.js';
import { backends, createMerchant, multipartBody, type Merchant } from './helpers.js';

const STORE_HOST = 'localhost:3000';
const CONTRAST =
  'Este color es muy claro: el texto blanco no se leería bien sobre él. Elige un color más oscuro.';

let counter = 0;
const uniqueLink = () => `look${Date.now().toString(36)}${++counter}`;

describe.each(backends)('the store’s own look (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend, {
      STORE_HOST,
      PUBLIC_URL: 'http://localhost:3000',
      PORT: '3000',
    });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const shop = async (options: { whatsapp?: boolean } = {}) => {
    const link = uniqueLink();
    const merchant = await createMerchant(app.db, { link, storeName: 'Mates Ana', country: 'AR' });
    if (options.whatsapp !== false) {
      await app.db
        .insert(storeCheckouts)
        .values({ storeId: merchant.storeId, phone: '1123456789', phoneArea: '+54' });
    }
    return merchant;
  };
  const personalize = (m: Merchant, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/stores/personalization/update',
      headers: m.headers,
      payload,
    });
  const row = async (m: Merchant) =>
    (await app.db.select().from(stores).where(eq(stores.id, m.storeId)))[0];
  const home = (m: Merchant, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${m.link}.${STORE_HOST}`, ...headers },
    });

  it('refuses yellow (1.07:1 with white text) with a Spanish message and keeps the store as it was', async () => {
    const m = await shop();
    const before = await row(m);
    const res = await personalize(m, { accent_color: '#FFFF00', description: 'Hola' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: CONTRAST });
    const after = await row(m);
    expect(after).toMatchObject({ accentColor: null, description: '', version: before?.version });
  });

  it('refuses a description over 160 characters, and a colour that is not one', async () => {
    const m = await shop();
    const long = await personalize(m, { accent_color: null, description: 'a'.repeat(161) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      ok: false,
      error: 'La descripción puede tener hasta 160 caracteres.',
    });
    const bad = await personalize(m, { accent_color: 'azul', description: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ok).toBe(false);
  });

  it('stores a good colour (lower-case) and the description on one line, and GET /stores answers them', async () => {
    const m = await shop();
    const before = await row(m);
    const res = await personalize(m, {
      accent_color: '#1D4ED8',
      description: '  Mates, bombillas\n y yerba   de Misiones. ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await row(m);
    expect(after).toMatchObject({
      accentColor: '#1d4ed8',
      description: 'Mates, bombillas y yerba de Misiones.',
    });
    // The store pages' ETag is made from the version: it moved.
    expect(after?.version).toBeGreaterThan(before?.version ?? Infinity);
    const got = await app.inject({ method: 'GET', url: '/api/v2/stores', headers: m.headers });
    expect(got.json().data).toMatchObject({
      accent_color: '#1d4ed8',
      description: 'Mates, bombillas y yerba de Misiones.',
    });

    // null goes back to the storefront's own colour.
    expect((await personalize(m, { accent_color: null, description: '' })).statusCode).toBe(200);
    expect(await row(m)).toMatchObject({ accentColor: null, description: '' });
  });

  it('shows the colour (allowed by its hash in the CSP) and the description on the store home, under a new ETag', async () => {
    const m = await shop();
    const first = await home(m);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('<style');
    expect(first.headers['content-security-policy']).toContain("style-src 'self';");
    const etag = String(first.headers.etag);

    await personalize(m, { accent_color: '#be185d', description: 'Mates de calabaza' });
    // A cache holding the old page revalidates and gets the new one, not a 304.
    const next = await home(m, { 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    expect(next.body).toContain('<p class="sf-tagline">Mates de calabaza</p>');
    const style = /<style>([^<]*)<\/style>/.exec(next.body)?.[1] ?? '';
    expect(style).toContain('--sf-color-primary:#be185d;');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(next.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
    // Every page of the store wears it, the not-found page included.
    const missing = await app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: { host: `${m.link}.${STORE_HOST}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('--sf-color-primary:#be185d;');
    expect(missing.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('has a WhatsApp contact link in the footer only when the store has a number', async () => {
    const withNumber = await shop();
    const footer = (body: string) => body.slice(body.indexOf('<footer'));
    const page = footer((await home(withNumber)).body);
    expect(page).toContain(
      `href="https://wa.me/5491123456789?text=${encodeURIComponent('¡Hola Mates Ana! Tengo una consulta sobre la tienda.')}"`,
    );
    expect(page).toContain('Escríbenos por WhatsApp');

    const without = await shop({ whatsapp: false });
    const bare = footer((await home(without)).body);
    expect(bare).not.toContain('wa.me');
    expect(bare).not.toContain('Escríbenos por WhatsApp');
  });

  it('carries the picture uploaded in ‘Mi tienda’ and the name in the header', async () => {
    const m = await shop();
    const body = multipartBody([
      ['name', 'Mates Ana'],
      ['link', m.link],
      ['country', 'AR'],
      ['picture', file('logo.png', 'image/png', png())],
    ]);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/store/update',
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const picture = (await row(m))?.picture ?? '';
    const page = (await home(m)).body;
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    const logo = /<img [^>]*class="sf-logo"[^>]*>/.exec(header)?.[0] ?? '';
    expect(logo).toContain('alt="Logo de Mates Ana"');
    // One of the sizes made at upload of that picture, from the media route on the store's own host.
    expect(logo).toContain(`src="http://${m.link}.${STORE_HOST}${picture.replace(/\.png$/, '.')}`);
    expect(header).toContain('<span>Mates Ana</span>');
  });
});
