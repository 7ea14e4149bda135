// GET /vista-previa/:id on the panel's host (issue 21): the signed-in merchant's preview of one of their
// products as the store shows it, drafts and hidden products included, with a banner saying customers
// cannot see it and why. The panel's 'Ver' links here for a product that is not published (a store host
// answers 'No encontramos esta página' for it).
//
// Why on the panel's host: only there does the browser send the panel's session cookie (a store host never
// reads it, ARCHITECTURE "Two surfaces"), so no token has to travel in a URL. A store host never serves
// this route: the storefront's onRequest hook answers its 404 for any route that is not a store page.
// The page is the merchant's alone: `private, no-store`, `Vary: Cookie`, `X-Robots-Tag: noindex` (and the
// meta tag), no store script (no visit counted, no cart), forms switched off by its CSP. Anyone else —
// signed out, another merchant, an id that is not theirs — gets the same 404, so a preview tells nobody
// whether a product exists.
import { ProductPage, productMeta, type StorefrontAssets } from '@panel/storefront';
import { NO_ASSETS, readStorefrontAssets } from '@panel/storefront/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { products } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { storeOrigin } from '../orders/index.js';
import { currentTenant, isRowId } from '../tenancy/index.js';
import { readProduct, readStore } from './queries.js';
import { renderPage } from './render.js';
import { mediaOrigins } from '../uploads/storage.js';

/** The preview's path of a product id: the panel's 'Ver' of a draft or hidden product. */
export const PREVIEW_PATH = '/vista-previa';

const PRIVATE = 'private, no-store';

/** The preview page's Content-Security-Policy: the store's stylesheet and font, pictures, no script or form. */
export function previewCsp(storeOrigin: string, mediaOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${storeOrigin}`,
    `font-src ${storeOrigin}`,
    `img-src 'self' data: ${mediaOrigin}`,
    `media-src 'self' ${mediaOrigin}`,
    "script-src 'none'",
    "form-action 'none'",
    `base-uri ${storeOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** What anyone but the product's owner gets: one answer, whatever the reason. */
const NOT_FOUND_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Vista previa no disponible</title></head>' +
  '<body><main><h1>Vista previa no disponible</h1><p>Inicia sesión en el panel con la cuenta de la tienda ' +
  'y vuelve a abrir la vista previa desde tus productos.</p><p><a href="/products">Ir a mis productos</a></p></main></body></html>';

export default fp(
  async (app: FastifyInstance) => {
    const { storeHost, publicUrl } = app.config;
    const built = readStorefrontAssets();
    // No script on a preview: it would count a visit and keep a cart.
    const assets: StorefrontAssets = { ...(built ?? NO_ASSETS), script: null };

    const privateHeaders = (reply: FastifyReply) =>
      reply
        .header('cache-control', PRIVATE)
        .header('vary', 'Cookie')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer');

    const notFound = (reply: FastifyReply) =>
      privateHeaders(reply)
        .code(404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .send(NOT_FOUND_HTML);

    app.get(`${PREVIEW_PATH}/:id`, async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = request.params as { id: string };
      let store;
      try {
        store = (await currentTenant(app, request)).store;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) return notFound(reply);
        throw err;
      }
      if (!store || !isRowId(id)) return notFound(reply);
      // The product of the session's store only: the store id comes from the session, never the URL.
      const [own] = await app.db
        .select({ slug: products.slug, status: products.status })
        .from(products)
        .where(and(eq(products.storeId, store.id), eq(products.id, id)))
        .limit(1);
      if (!own) return notFound(reply);
      const link = store.link.toLowerCase();
      const origin = storeOrigin(request.protocol, link, storeHost);
      const [row, product] = await Promise.all([
        readStore(app.db, link, origin, publicUrl),
        readProduct(app.db, store.id, own.slug, publicUrl, { anyStatus: true }),
      ]);
      if (!row || !product) return notFound(reply);
      const preview = own.status === 'published' ? undefined : own.status;
      const page = renderPage(
        createElement(ProductPage, { store: row.summary, product, preview }),
        { ...productMeta(row.summary, product), noindex: true },
        row.name,
        assets,
        // Links and the stylesheet resolve on the store's host, as on the store's own page.
        { baseHref: `${origin}/` },
      );
      return privateHeaders(reply)
        .code(200)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', previewCsp(origin, mediaOrigins(app.config)))
        .header('x-frame-options', 'DENY')
        .send(page);
    });
  },
  { name: 'panel-storefront-preview', dependencies: ['panel-db', 'panel-storefront'] },
);
