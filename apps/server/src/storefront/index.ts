// The storefront (issue 12): every store at `{link}.{STORE_HOST}`, rendered on the server from
// @panel/storefront's pages. Requests are told apart by their Host header:
// - store host: only the routes below (marked `config.storefront`) and the public order call
//   (/api/v2/storefront/orders) answer; the panel's pages get the store's 404 page, and its API calls the
//   contract's JSON 421 (`Misdirected request: store host`). The panel's session cookie is never read
//   here: these handlers read only the cart cookie.
// - panel host: these routes do not match (host constraint), so no store page is served there.
// Cacheable pages carry an ETag from `stores.version` (+ the build of the assets) and
// `public, s-maxage=60, stale-while-revalidate=600`; cart, order pages and posts are `no-store`.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import {
  accentStyle,
  addToCart,
  CART_ACTIONS,
  CART_COOKIE,
  CART_MAX_AGE,
  CartPage,
  CartSaleFragment,
  cartMeta,
  clampQuantity,
  homeMeta,
  isCartFull,
  lineKey,
  MAX_LINES,
  NotFoundPage,
  notFoundMeta,
  optionField,
  ORDER_FIELDS,
  OrderPage,
  orderMeta,
  parseCart,
  ProductPage,
  productMeta,
  QUOTE_PATH,
  serializeCart,
  setInCart,
  StoreHomePage,
  type CartAction,
  type CartEntry,
  type CartPageData,
  type OrderFormErrors,
  type OrderFormValues,
  type StorefrontAssets,
} from '@panel/storefront';
import { NO_ASSETS, readStorefrontAssets, storefrontAssetsDir } from '@panel/storefront/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createOrder,
  getOrderByToken,
  IDEMPOTENCY_KEY,
  linkFromHost,
  QUOTE_LIMIT,
  QUOTE_MESSAGES,
  storeOrigin,
} from '../orders/index.js';
import { OWNER_MARKER, OWNER_MARKER_VALUE } from '../metrics/index.js';
import { sendError } from '../plugins/errors.js';
import { isApiRequest, STOREFRONT_CALLS } from '../plugins/security.js';
import { clientLimitKey, clientNetworkLimitKey } from '../rate-limit/client-hash.js';
import { take } from '../rate-limit/index.js';
import { isRowId } from '../tenancy/index.js';
import {
  customerPhone,
  EMPTY_ORDER_FORM,
  orderFormValues,
  refusalErrors,
  type FormBody,
} from './order-form.js';
import { activeDeliveryOptions } from '../checkout/index.js';
import { orderPayment } from './payment.js';
import { cartSale, deliveryTypeOf, saleChoices } from './sale.js';
import {
  PAGE_SIZE,
  readCartLines,
  readHomePage,
  pickVariant,
  readProduct,
  variantByValues,
  readSitemap,
  readStore,
  type StoreRow,
} from './queries.js';
import { CachedPage, pageEncoding } from './page-cache.js';
import { renderPage } from './render.js';
import { mediaOrigins } from '../uploads/storage.js';
import { API_PREFIX } from '../openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the storefront (answers on store hosts only). */
    storefront?: boolean;
  }
}

/**
 * A read of a stored picture or video (`GET /api/v2/media/{key}`): public and immutable, so a store page
 * loads its pictures from its own origin, over the connection it already has. By the route that matched,
 * so no spelling of the path reaches another call.
 */
const isMediaRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.url === `${API_PREFIX}/media/:key`;

/** The 421 of a panel API call sent to a store host (MisdirectedRequest of the contract). */
export const MISDIRECTED_STORE_HOST = 'Misdirected request: store host';

const CACHEABLE = 'public, s-maxage=60, stale-while-revalidate=600';
const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Host header values of store hosts: one DNS label before STORE_HOST (find-my-way host constraint) — never
 * the panel's host name `panelName` (PUBLIC_URL's), which may be `panel.{STORE_HOST}` (the production
 * layout): a host equal to PUBLIC_URL's is the panel, always, whatever its port.
 */
export function storeHostPattern(storeHost: string, panelName?: string): RegExp {
  const [name = '', port] = storeHost.toLowerCase().split(':');
  const portPart = port ? `:${port}` : '(?::(?:80|443))?';
  const notPanel = panelName ? `(?!${escapeRegExp(panelName)}(?::\\d+)?$)` : '';
  return new RegExp(
    `^${notPanel}[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.${escapeRegExp(name)}${portPart}$`,
    'i',
  );
}

/**
 * The store pages' Content-Security-Policy: own files only, pictures also from the panel's media route,
 * and the store's accent `<style>` (`inlineStyle`, @panel/storefront's `accentStyle`) by its hash alone.
 */
export function storeCsp(mediaOrigin: string, inlineStyle: string | null = null): string {
  const styleHash = inlineStyle
    ? ` 'sha256-${createHash('sha256').update(inlineStyle).digest('base64')}'`
    : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHash}`,
    `img-src 'self' data: ${mediaOrigin}`,
    `media-src 'self' ${mediaOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https://wa.me",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export default fp(
  async (app: FastifyInstance) => {
    const { storeHost, publicUrl } = app.config;
    const panelHost = new URL(publicUrl).host.toLowerCase();
    const panelName = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, '');
    const constraints = { host: storeHostPattern(storeHost, panelName) };
    const cspOf = (store: StoreRow | null) =>
      storeCsp(mediaOrigins(app.config), accentStyle(store?.summary.accentColor));
    const built = readStorefrontAssets();
    if (!built) {
      app.log.warn(
        '@panel/storefront is not built: store pages render without stylesheet and script',
      );
    }
    // Pictures come from the store's own origin (GET /api/v2/media/{key} answers on store hosts too, so a
    // phone reuses the page's connection); with MEDIA_PUBLIC_URL that answer sends them on to the CDN,
    // whose connection the page opens at once.
    const cdn = app.config.media.publicUrl;
    const assets: StorefrontAssets = {
      ...(built ?? NO_ASSETS),
      mediaOrigin: cdn ? new URL(cdn).origin : null,
    };
    // Part of every ETag: a new build (new asset names in the HTML) must not be answered with a 304.
    const buildTag = (assets.script ?? 'none').replace(/\W/g, '').slice(-12);

    const linkOf = (request: FastifyRequest): string | null => {
      const host = request.headers.host?.toLowerCase();
      // The panel's host is the panel's, with or without a port (`panel.{STORE_HOST}` included).
      if (!host || host === panelHost || host.replace(/:\d+$/, '') === panelName) return null;
      return linkFromHost(host, storeHost);
    };
    const originOf = (request: FastifyRequest, link: string) =>
      storeOrigin(request.protocol, link, storeHost);

    const loadStore = (request: FastifyRequest) => {
      const link = linkOf(request);
      return link
        ? readStore(app.db, link, originOf(request, link), originOf(request, link))
        : Promise.resolve(null);
    };

    /**
     * The cacheable pages this process rendered, keyed by the store's version: every change a customer can
     * see bumps it, so an entry is never served after a change (on this process or another) and old
     * versions age out. A page view then costs the store's lookup, not its product queries and render.
     */
    const rendered = new LRUCache<string, CachedPage>({
      maxSize: 32 * 1024 * 1024,
      // Measured when stored (its compressed bodies come later): the HTML counted twice covers them.
      sizeCalculation: (page) => page.size * 2,
    });
    function renderedPage(
      store: StoreRow,
      key: string,
      render: () => Promise<string>,
    ): Promise<CachedPage>;
    function renderedPage(
      store: StoreRow,
      key: string,
      render: () => Promise<string | null>,
    ): Promise<CachedPage | null>;
    async function renderedPage(
      store: StoreRow,
      key: string,
      render: () => Promise<string | null>,
    ): Promise<CachedPage | null> {
      const full = `${store.id}|${store.version}|${store.summary.origin}|${key}`;
      const hit = rendered.get(full);
      if (hit !== undefined) return hit;
      const text = await render();
      if (text === null) return null;
      const page = new CachedPage(text);
      rendered.set(full, page);
      return page;
    }

    const html = (
      reply: FastifyReply,
      status: number,
      page: string | CachedPage,
      cache: string,
      store: StoreRow | null,
    ) => {
      const encoding =
        typeof page === 'string' ? null : pageEncoding(reply.request.headers['accept-encoding']);
      if (encoding)
        void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      const body = typeof page === 'string' ? page : encoding ? page.body(encoding) : page.html;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', cache)
        .header('content-security-policy', cspOf(store))
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
        .send(body);
    };

    /** 304 when the client (or CDN) already has this version; sets the ETag otherwise. */
    const notModified = (request: FastifyRequest, reply: FastifyReply, store: StoreRow) => {
      const etag = `"s${store.version}-${buildTag}"`;
      void reply.header('etag', etag).header('vary', 'accept-encoding');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        void reply.code(304).header('cache-control', CACHEABLE).send();
        return true;
      }
      return false;
    };

    const notFound = (
      request: FastifyRequest,
      reply: FastifyReply,
      store: StoreRow | null,
      // An unknown store or page may appear any moment (a store created, a product published).
      cache = 'public, s-maxage=60',
      kind: 'page' | 'order' = 'page',
    ) => {
      const link = linkOf(request);
      const url = link ? `${originOf(request, link)}${request.url.split('?')[0]}` : publicUrl;
      return html(
        reply,
        404,
        renderPage(
          createElement(NotFoundPage, {
            store: store?.summary ?? null,
            panelUrl: publicUrl,
            kind,
          }),
          notFoundMeta(store?.summary ?? null, url, kind),
          store?.name ?? null,
          assets,
          { accentColor: store?.summary.accentColor ?? null },
        ),
        cache,
        store,
      );
    };

    /**
     * Counts a page view of the store (issue 13) without delaying the page. Not the first page of a tab
     * the merchant opened from the panel's 'Ver tienda' (its link carries the marker; the page's script
     * keeps it for the tab and says so in its beacon).
     */
    const countView = (request: FastifyRequest, store: StoreRow) => {
      const query = request.query as Record<string, string | undefined>;
      if (query[OWNER_MARKER] === OWNER_MARKER_VALUE) return;
      app.metrics.record(request, { storeId: store.id, kind: 'view' });
    };

    /** `/carrito?lleno=1`: the product just posted was not added, the cart being full. */
    const CART_FULL_PARAM = 'lleno';

    /** The page script's per-tab id, sent in a hidden field of the store's forms. */
    const TAB_FIELD = 'pestana';

    const readCart = (request: FastifyRequest): CartEntry[] =>
      parseCart(request.cookies[CART_COOKIE]);

    const writeCart = (request: FastifyRequest, reply: FastifyReply, lines: CartEntry[]) =>
      reply.setCookie(CART_COOKIE, serializeCart(lines), {
        path: '/',
        maxAge: CART_MAX_AGE,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        // The script mirrors it in localStorage and updates it after 'Agregar al carrito'.
        httpOnly: false,
      });

    /**
     * A form post from this store's own pages, or null; else why not. A form post cannot carry the
     * panel's CSRF header, so the browser's Fetch Metadata and Origin say where it comes from.
     */
    const crossSite = (request: FastifyRequest, link: string): string | null => {
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none')
        return `sec-fetch-site ${site}`;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== originOf(request, link)) return `origin ${origin}`;
      return null;
    };

    // Every request on a store host that is not a storefront route: the store's 404 page (never the
    // panel's SPA), a panel API call the JSON 421; except the public storefront calls, which guard
    // themselves.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.storefront) return;
      const link = linkOf(request);
      if (link === null) return;
      if (STOREFRONT_CALLS.has(request.url.split('?')[0] ?? '')) return;
      // The store's pictures, read from its own origin (immutable, public, no session read).
      if (isMediaRead(request)) return;
      // A call of the panel's API on a store host: the contract's JSON error, never a store page.
      if (isApiRequest(request)) return sendError(reply, 421, MISDIRECTED_STORE_HOST);
      const store = await readStore(app.db, link, originOf(request, link), originOf(request, link));
      return notFound(request, reply, store);
    });

    await app.register(async (routes) => {
      // Form posts (no JavaScript): urlencoded, small.
      routes.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => {
          const form: FormBody = {};
          for (const [key, value] of new URLSearchParams(body as string)) form[key] ??= value;
          done(null, form);
        },
      );

      const config = { storefront: true };
      const opts = { constraints, config };

      routes.get('/', opts, async (request, reply) => {
        const store = await loadStore(request);
        if (!store) return notFound(request, reply, null);
        const q = request.query as Record<string, string | undefined>;
        const query = (q.q ?? '').trim().slice(0, 100);
        const wanted = q.categoria ?? '';
        const page = Math.max(1, Math.min(10_000, Number.parseInt(q.pagina ?? '1', 10) || 1));
        countView(request, store);
        if (notModified(request, reply, store)) return reply;
        const body = await renderedPage(store, `home|${query}|${wanted}|${page}`, async () => {
          const { categories, categoryId, cards, total } = await readHomePage(
            app.db,
            store.id,
            store.summary.origin,
            { query, categoryId: wanted, page },
          );
          const data = {
            store: store.summary,
            products: cards,
            query,
            categoryId,
            categories,
            page,
            pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
            total,
          };
          return renderPage(
            createElement(StoreHomePage, data),
            homeMeta(data),
            store.name,
            assets,
            { accentColor: store.summary.accentColor },
          );
        });
        return html(reply, 200, body, CACHEABLE, store);
      });

      routes.get('/robots.txt', opts, async (request, reply) => {
        const link = linkOf(request);
        const store = await loadStore(request);
        if (!store || !link) return notFound(request, reply, null);
        if (notModified(request, reply, store)) return reply;
        const origin = originOf(request, link);
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', CACHEABLE)
          .send(
            `User-agent: *\nAllow: /\nDisallow: /carrito\nDisallow: /pedido/\n\nSitemap: ${origin}/sitemap.xml\n`,
          );
      });

      routes.get('/sitemap.xml', opts, async (request, reply) => {
        const link = linkOf(request);
        const store = await loadStore(request);
        if (!store || !link) return notFound(request, reply, null);
        if (notModified(request, reply, store)) return reply;
        const origin = originOf(request, link);
        const rows = await readSitemap(app.db, store.id);
        const xml = (text: string) =>
          text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        const urls = [
          `<url><loc>${xml(`${origin}/`)}</loc></url>`,
          ...rows.map(
            (row) =>
              `<url><loc>${xml(`${origin}/${encodeURIComponent(row.slug)}`)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
          ),
        ];
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', CACHEABLE)
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
          );
      });

      routes.get('/assets/:file', opts, async (request, reply) => {
        const { file } = request.params as { file: string };
        const type = ASSET_TYPES[path.extname(file)];
        const full = path.join(storefrontAssetsDir, file);
        if (!/^[\w.-]+$/.test(file) || !type || !existsSync(full)) {
          return reply.code(404).header('cache-control', NO_STORE).type('text/plain').send('');
        }
        return reply
          .type(type)
          .header('cache-control', IMMUTABLE)
          .header('access-control-allow-origin', '*')
          .send(createReadStream(full));
      });

      const renderCart = async (
        request: FastifyRequest,
        reply: FastifyReply,
        store: StoreRow,
        options: {
          entries: CartEntry[];
          single: CartPageData['single'];
          values?: OrderFormValues;
          errors?: OrderFormErrors;
          status?: number;
          full?: CartPageData['full'];
          /** The customer sent the form (a quote or an order): a missing choice is said. */
          asked?: boolean;
        },
      ) => {
        const { lines, removed } = await readCartLines(
          app.db,
          store.id,
          options.entries,
          store.summary.origin,
        );
        // The saved cart keeps only what can be ordered (its page shows only that; an entry left in the
        // cookie would make every order of it refused), and the customer is told what went away.
        const cleaned = !options.single && removed.length > 0;
        if (cleaned) {
          const kept = new Set(lines.map(lineKey));
          writeCart(
            request,
            reply,
            options.entries.filter((entry) => kept.has(lineKey(entry))),
          );
        }
        const values = options.values ?? EMPTY_ORDER_FORM;
        // The figures of the customer's choices, priced as the order would be (issue 23).
        const { sale } = await cartSale(
          app.db,
          { id: store.id, country: store.summary.country },
          lines,
          values,
          options.asked ?? false,
        );
        const data: CartPageData = {
          store: store.summary,
          lines,
          removed: cleaned ? removed : [],
          total: lines.reduce((sum, line) => sum + Math.round(line.subtotal * 100), 0) / 100,
          values,
          sale,
          errors: options.errors ?? {},
          single: options.single,
          full: options.full ?? null,
          // A new attempt's key with every rendered form (a page shown again after a refusal included).
          orderKey: randomBytes(16).toString('hex'),
        };
        return html(
          reply,
          options.status ?? 200,
          renderPage(createElement(CartPage, data), cartMeta(data), store.name, assets, {
            accentColor: store.summary.accentColor,
          }),
          NO_STORE,
          store,
        );
      };

      routes.get('/carrito', opts, async (request, reply) => {
        const store = await loadStore(request);
        if (!store) return notFound(request, reply, null);
        countView(request, store);
        const q = request.query as Record<string, string | undefined>;
        // 'Pedir por WhatsApp' on a product: that product alone, the saved cart untouched.
        if (q.producto) {
          const single = {
            productId: q.producto,
            ...(q.variante ? { variantId: q.variante } : {}),
            quantity: clampQuantity(q.cantidad),
          };
          return renderCart(request, reply, store, { entries: [single], single });
        }
        const entries = readCart(request);
        return renderCart(request, reply, store, {
          entries,
          single: null,
          full: entries.length >= MAX_LINES ? (q[CART_FULL_PARAM] ? 'refused' : 'reached') : null,
        });
      });

      routes.post('/carrito', opts, async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const link = linkOf(request);
        if (!link || crossSite(request, link)) return reply.code(403).type('text/plain').send('');
        const body = (request.body ?? {}) as FormBody;
        const action = (CART_ACTIONS as readonly string[]).includes(body.action ?? '')
          ? (body.action as CartAction)
          : 'add';
        const productId = body.productId ?? '';
        const quantity = clampQuantity(body.quantity);
        // Only ids go into the cookie; anything else is ignored (the page shows the cart as it was).
        if (!isRowId(productId)) return reply.redirect('/carrito', 303);
        // The variant (issue 22): without JavaScript the options as chosen (`opcion0`…), which the
        // server matches to an offered variant; else the form's `variantId` (the script's, the cart's).
        let variantId = body.variantId && isRowId(body.variantId) ? body.variantId : undefined;
        const values = [0, 1, 2].flatMap((i) => body[optionField(i)] ?? []);
        if (values.length > 0 && (action === 'add' || action === 'buy')) {
          const store = await loadStore(request);
          const found = store && (await variantByValues(app.db, store.id, productId, values));
          if (!found) return reply.redirect('/carrito', 303);
          if (found.hasOptions && !found.variantId) {
            // No offered variant has these values: the product's page again, showing the choice.
            const params = new URLSearchParams(
              values.map((value, i): [string, string] => [optionField(i), value]),
            );
            return reply.redirect(`/${found.slug}?${params}`, 303);
          }
          variantId = found.variantId ?? undefined;
        }
        if (action === 'buy') {
          const params = new URLSearchParams({
            producto: productId,
            ...(variantId ? { variante: variantId } : {}),
            cantidad: String(quantity),
          });
          return reply.redirect(`/carrito?${params}`, 303);
        }
        const cart = readCart(request);
        // A full cart (as many products as an order takes) keeps what it has, and its page says why the
        // product was not added (issue 21: it was dropped without a word).
        if (action === 'add' && isCartFull(cart, productId, variantId)) {
          return reply.redirect(`/carrito?${CART_FULL_PARAM}=1`, 303);
        }
        const next =
          action === 'add'
            ? addToCart(cart, productId, quantity, variantId)
            : setInCart(cart, productId, action === 'remove' ? 0 : quantity, variantId);
        writeCart(request, reply, next);
        if (action === 'add') {
          const store = await loadStore(request);
          if (store) {
            app.metrics.record(request, { storeId: store.id, kind: 'cart', tab: body[TAB_FIELD] });
          }
        }
        return reply.redirect('/carrito', 303);
      });

      routes.post('/pedido', opts, async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const link = linkOf(request);
        const refusal = link ? crossSite(request, link) : 'no store';
        if (refusal) {
          request.log.warn({ refusal }, 'storefront: cross-site order post refused');
          return reply.code(403).type('text/plain').send('');
        }
        const store = await loadStore(request);
        if (!store || !link) return notFound(request, reply, null);
        const body = (request.body ?? {}) as FormBody;
        const values = orderFormValues(body);
        const single = body.productId
          ? {
              productId: body.productId,
              ...(body.variantId ? { variantId: body.variantId } : {}),
              quantity: clampQuantity(body.quantity),
            }
          : null;
        let entries = single ? [single] : readCart(request);
        // A saved cart holding a product that went away since its page was shown: the page again, the
        // product taken out and named, so the customer sees what an order would now hold (and its total)
        // before sending it. Never an order of something they did not see.
        if (!single) {
          const { lines, removed } = await readCartLines(
            app.db,
            store.id,
            entries,
            store.summary.origin,
          );
          if (removed.length > 0) {
            return renderCart(request, reply, store, { entries, single, values, status: 409 });
          }
          // The cookie names a variant's line by the variant alone: the order takes its product too.
          entries = lines.map((line) => ({
            productId: line.productId,
            ...(line.variantId ? { variantId: line.variantId } : {}),
            quantity: line.quantity,
          }));
        }
        // 'Aplicar' or 'Actualizar total' without JavaScript: the cart again, priced with the choices; no
        // order is placed.
        if (body[ORDER_FIELDS.quote] !== undefined) {
          return renderCart(request, reply, store, { entries, single, values, asked: true });
        }
        const phone = customerPhone(values.phone, store.country);
        if ('error' in phone) {
          return renderCart(request, reply, store, {
            entries,
            single,
            values,
            errors: { phone: phone.error },
            status: 400,
            asked: true,
          });
        }
        const origin = originOf(request, link);
        const key = body[ORDER_FIELDS.key];
        // The option's kind decides whether the order is a delivery to an address (a zone) or not; its
        // fee, the coupon and the total are priced by createOrder from the store's records.
        const options = await activeDeliveryOptions(app.db, store.id);
        const chosen =
          options.find((option) => option.id === values.delivery) ??
          (options.length === 1 ? options[0] : undefined);
        const result = await createOrder(app.db, {
          storeId: store.id,
          lines: entries,
          customer: { name: values.name, ...phone },
          delivery: { type: deliveryTypeOf(chosen), address: values.address },
          choices: saleChoices(values),
          note: values.note,
          honeypot: body.website,
          clientKey: await clientLimitKey(app.db, request.ip),
          clientNetwork: await clientNetworkLimitKey(app.db, request.ip),
          // A malformed key (not one this server rendered) is ignored rather than refused: the form works.
          idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : undefined,
          holdMinutes: app.config.orderHoldMinutes,
          orderPageUrl: (token) => `${origin}/pedido/${token}`,
        });
        if (!result.ok) {
          if (result.refusal.retryAfterSeconds !== undefined) {
            void reply.header('retry-after', result.refusal.retryAfterSeconds);
          }
          return renderCart(request, reply, store, {
            entries,
            single,
            values,
            errors: refusalErrors(result.refusal),
            status: result.refusal.status,
            asked: true,
          });
        }
        if (!result.order.replayed) {
          app.metrics.record(request, { storeId: store.id, kind: 'order', tab: body[TAB_FIELD] });
        }
        // The cart became this order (a single-product order leaves the saved cart as it was).
        if (!single) writeCart(request, reply, []);
        return reply.redirect(`/pedido/${result.order.token}`, 303);
      });

      // The script's 'Aplicar' and changed choices (issue 23): the same form, posted here, answers the
      // parts of the cart that depend on the choices (figures, the coupon's reason, a zone's minimum),
      // priced by quoteSale as the page is. Nothing is placed or stored.
      routes.post(QUOTE_PATH, opts, async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        const link = linkOf(request);
        if (!link || crossSite(request, link)) return reply.code(403).type('text/plain').send('');
        const store = await loadStore(request);
        if (!store) return reply.code(404).type('text/plain').send('');
        // The cart's live quotes share the quote call's bucket per client (a script polling is held
        // back); refused, the script posts the form and the server answers the whole cart instead.
        const quota = await take(app.db, QUOTE_LIMIT, await clientLimitKey(app.db, request.ip));
        if (!quota.allowed) {
          return reply
            .code(429)
            .header('retry-after', quota.retryAfterSeconds)
            .type('text/plain; charset=utf-8')
            .send(QUOTE_MESSAGES.tooMany);
        }
        const body = (request.body ?? {}) as FormBody;
        const entries: CartEntry[] =
          body.productId && isRowId(body.productId)
            ? [
                {
                  productId: body.productId,
                  ...(body.variantId && isRowId(body.variantId)
                    ? { variantId: body.variantId }
                    : {}),
                  quantity: clampQuantity(body.quantity),
                },
              ]
            : readCart(request);
        const { lines } = await readCartLines(app.db, store.id, entries, store.summary.origin);
        const { sale } = await cartSale(
          app.db,
          { id: store.id, country: store.summary.country },
          lines,
          orderFormValues(body),
          true,
        );
        const subtotalCents = lines.reduce((sum, line) => sum + Math.round(line.subtotal * 100), 0);
        return reply
          .type('text/html; charset=utf-8')
          .header('x-content-type-options', 'nosniff')
          .send(
            renderToStaticMarkup(
              createElement(CartSaleFragment, {
                sale,
                subtotalCents,
                country: store.summary.country,
              }),
            ),
          );
      });

      routes.get('/pedido/:token', opts, async (request, reply) => {
        const store = await loadStore(request);
        if (!store) return notFound(request, reply, null);
        const { token } = request.params as { token: string };
        const order = await getOrderByToken(app.db, store.id, token);
        if (!order) return notFound(request, reply, store, NO_STORE);
        if (order === 'gone') return notFound(request, reply, store, NO_STORE, 'order');
        countView(request, store);
        const { breakdown, payment: method, ...view } = order;
        const totalCents = breakdown?.totalCents ?? Math.round(order.total * 100);
        const data = {
          ...view,
          store: store.summary,
          timeZone: store.summary.timeZone,
          breakdown,
          // The chosen method's instructions as the store had them when ordered (issue 23).
          payment: orderPayment(method, totalCents, order.number),
        };
        return html(
          reply,
          200,
          renderPage(createElement(OrderPage, data), orderMeta(data, token), store.name, assets, {
            accentColor: store.summary.accentColor,
          }),
          NO_STORE,
          store,
        );
      });

      routes.get('/:slug', opts, async (request, reply) => {
        const store = await loadStore(request);
        if (!store) return notFound(request, reply, null);
        if (notModified(request, reply, store)) {
          countView(request, store);
          return reply;
        }
        const { slug } = request.params as { slug: string };
        // The variant (issue 22): `?v=<id>` (a shared link), or without JavaScript the options as the
        // form chose them (`opcion0`…, not cached: any text may come).
        const q = request.query as Record<string, string | undefined>;
        const values = [0, 1, 2].map((i) => q[optionField(i)]);
        const chosen = values.some((value) => value !== undefined);
        const v = q.v && isRowId(q.v) ? q.v : undefined;
        const page = async () => {
          const found = await readProduct(app.db, store.id, slug, store.summary.origin);
          if (!found) return null;
          const product = { ...found, variant: pickVariant(found, { v, values }) };
          return renderPage(
            createElement(ProductPage, { store: store.summary, product }),
            productMeta(store.summary, product),
            store.name,
            assets,
            { accentColor: store.summary.accentColor },
          );
        };
        const body = chosen
          ? await page()
          : await renderedPage(store, `product|${slug}|${v ?? ''}`, page);
        if (body === null) return notFound(request, reply, store);
        countView(request, store);
        return html(reply, 200, body, chosen ? NO_STORE : CACHEABLE, store);
      });
    });
  },
  { name: 'panel-storefront', dependencies: ['panel-db', 'panel-metrics'] },
);
