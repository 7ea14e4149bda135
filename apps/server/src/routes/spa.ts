// Serves the built panel (apps/panel/dist): hashed assets cached for a year, index.html revalidated on
// every load, and the SPA fallback — a browser navigation to any non-API path gets index.html so the
// client router can take over; /login gets login.html, the same page with the sign-in screen already
// rendered (the build prerenders it; the client hydrates it); and a signed-in merchant's load of a page
// the panel's server bundle renders (/products) gets that page rendered with their data (ssr.ts), which
// the client hydrates. Also owns the 404 answer of the server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { safeRedirect } from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  currentSessionWith,
  sessionColumns,
  sessionCookieName,
  sessionLookup,
  sessionOfTokenHash,
} from '../auth/session.js';
import { sessions, users } from '../db/schema.js';
import { INVALID_REQUEST, sendError } from '../plugins/errors.js';
import { builtPageHashes, panelPageHeaders } from '../plugins/panel-headers.js';
import { inProcessFetch, loadPageRenderer, type PageRenderer } from '../plugins/ssr.js';

export interface SpaOptions {
  /** Absolute path of the panel's build (PANEL_DIST). */
  panelDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Fastify's default `maxParamLength`: the router answers 414 for a longer path parameter. */
const MAX_PARAM_LENGTH = 100;

/**
 * True for an API path with a segment longer than the router takes as a parameter. With the panel built,
 * @fastify/static's GET wildcard matches such a path before the router can refuse it (414 on PUT, 404 on
 * GET): its not-found answer says 414 too, as the contract does.
 */
function tooLongApiParam(url: string): boolean {
  if (!isApi(url)) return false;
  return pathnameOf(url)
    .split('/')
    .some((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Left as sent: a malformed escape is counted raw.
      }
      return decoded.length > MAX_PARAM_LENGTH;
    });
}

/** The API's 404, or the router's 414 for a path parameter over its length (see tooLongApiParam). */
const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  tooLongApiParam(request.url)
    ? sendError(reply, 414, `${INVALID_REQUEST}: path parameter too long`)
    : sendError(reply, 404, 'Not found');

function pathnameOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** A route of the panel (`/login`, `/update/12`) rather than a file (`/assets/x.js`, `/robots.txt`). */
function looksLikeRoute(url: string): boolean {
  return !(pathnameOf(url).split('/').pop() ?? '').includes('.');
}

/** Pages the build prerenders, by path: their HTML file in the build, instead of index.html. */
const PRERENDERED: Record<string, string> = { '/login': 'login.html' };

/** A page load: a browser navigation, or any client (curl, a link checker) asking for a panel route. */
function wantsHtml(request: FastifyRequest): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('text/html') ||
    (!accept.includes('application/json') && looksLikeRoute(request.url))
  );
}

/** The live session of a cookie with its user's onboarding level, in one query. */
const sessionWithLevel = sessionLookup('login_redirect_of_token', (db) =>
  db
    .select({ session: sessionColumns, level: users.onboardingLevel })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sessionOfTokenHash)
    .limit(1),
);

/**
 * Where a signed-in visitor of /login belongs, as the panel's login area would send them (its onboarding
 * step, else `redirectTo` within the panel, else home), or null without a live session: answered before
 * any paint, so the sign-in form never flashes.
 */
async function signedInDestination(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  const found = await currentSessionWith(app, request, sessionWithLevel);
  if (!found) return null;
  if (found.row.level === '1') return '/login/personal-info';
  if (found.row.level === '2') return '/login/store-info';
  return safeRedirect(new URL(request.url, 'http://panel.invalid').searchParams.get('redirectTo'));
}

export default fp<SpaOptions>(
  async (app, { panelDist }) => {
    const built = existsSync(path.join(panelDist, 'index.html'));
    const assetsDir = path.join(panelDist, 'assets') + path.sep;
    // A build without them (an older one, or `vite build` alone) serves index.html for those paths too.
    const prerendered = new Map(
      Object.entries(PRERENDERED).filter(([, file]) => existsSync(path.join(panelDist, file))),
    );
    const pageHeaders = panelPageHeaders(
      app.config,
      builtPageHashes(
        ['index.html', ...Object.values(PRERENDERED)].map((f) => path.join(panelDist, f)),
      ),
    );

    // The built page for a browser navigation: the route's prerendered HTML, else index.html. Not
    // returned to Fastify: awaiting a reply (it is a thenable) piles listeners on the response.
    const sendBuilt = (request: FastifyRequest, reply: FastifyReply): void => {
      const file = prerendered.get(pathnameOf(request.url)) ?? 'index.html';
      void reply.headers(pageHeaders).header('cache-control', 'no-cache').sendFile(file);
    };

    const renderer: PageRenderer | null = built ? await loadPageRenderer(app, panelDist) : null;
    const sessionCookie = sessionCookieName(app);
    // The scheme the browser sees the panel on (a proxy in front may end TLS).
    const protocol = new URL(app.config.publicUrl).protocol;

    /**
     * A page the server bundle renders, for a request with a session cookie: rendered with the merchant's
     * data, else (no valid session, unfinished onboarding, a failure) the built page as for anyone.
     */
    const sendRendered = async (
      rendered: PageRenderer,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<void> => {
      let html: string | null = null;
      try {
        html = await rendered.render({
          url: request.url,
          fetch: inProcessFetch(app, request),
          protocol,
        });
      } catch (err) {
        request.log.error({ err }, 'the page did not render on the server: the browser renders it');
      }
      if (html === null) return sendBuilt(request, reply);
      // One merchant's data: kept by no cache, not even the browser's.
      void reply
        .headers(pageHeaders)
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    };

    const sendPage = (request: FastifyRequest, reply: FastifyReply): void => {
      if (
        pathnameOf(request.url) === '/login' &&
        request.method === 'GET' &&
        request.cookies[sessionCookie]
      ) {
        // The answer depends on the session cookie: a signed-in visitor is sent on.
        void reply.header('vary', 'Cookie');
        signedInDestination(app, request).then(
          (to) => {
            if (to === null) return sendBuilt(request, reply);
            void reply.header('cache-control', 'private, no-store').redirect(to, 302);
          },
          (err: unknown) => {
            request.log.error({ err }, 'the session of a /login visit could not be read');
            sendBuilt(request, reply);
          },
        );
        return;
      }
      if (!renderer?.renders(pathnameOf(request.url))) return sendBuilt(request, reply);
      // The answer depends on the session cookie, signed in or not.
      void reply.header('vary', 'Cookie');
      if (request.method === 'GET' && request.cookies[sessionCookie]) {
        void sendRendered(renderer, request, reply);
      } else {
        sendBuilt(request, reply);
      }
    };

    if (built) {
      await app.register(fastifyStatic, {
        root: panelDist,
        index: false,
        // The build writes .br and .gz copies of text assets (apps/panel/vite.config.ts).
        preCompressed: true,
        // Our own Cache-Control per file below; ETag/Last-Modified make the no-cache revalidations cheap.
        cacheControl: false,
        setHeaders(res, filePath) {
          res.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          if (filePath.endsWith('.html')) {
            for (const [name, value] of Object.entries(pageHeaders)) res.header(name, value);
          }
        },
      });
      app.get('/', sendPage);
    } else {
      app.log.warn({ panelDist }, 'the panel is not built: / explains how to build it');
      const notBuilt = (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            'Panel: la interfaz no está compilada.\n' +
              `No se encontró ${path.join(panelDist, 'index.html')}.\n` +
              'Ejecuta `pnpm build` (o `pnpm start`, que la compila) en la raíz del repositorio y ' +
              'vuelve a iniciar el servidor. La API sigue disponible en /api/v2.\n',
          );
      app.get('/', notBuilt);
      app.setNotFoundHandler((request, reply) =>
        wantsHtml(request) ? notBuilt(request, reply) : apiNotFound(request, reply),
      );
      return;
    }

    app.setNotFoundHandler((request, reply) => {
      if (wantsHtml(request)) sendPage(request, reply);
      else void apiNotFound(request, reply);
    });
  },
  { name: 'panel-spa', dependencies: ['panel-errors'] },
);
