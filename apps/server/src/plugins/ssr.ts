// Server rendering of the panel's signed-in pages (issue 15): the panel's build leaves a Node bundle
// beside its browser build (`<PANEL_DIST>-ssr/entry-server.js`, apps/panel/src/entry-server.tsx) that
// renders a page from the answers of the API. This module loads it and gives each render the API of this
// very process, reached in-process (`app.inject`) with the request's own cookie: the same routes, checks
// and answers as the browser's calls, so the page holds this merchant's data and no one else's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../openapi.js';

/** What a render is given (the bundle's `PageRequest`). */
export interface PageRequest {
  /** The page's address: path and query string. */
  url: string;
  /** Answers the panel's API calls with the request's session. */
  fetch: (request: Request) => Promise<Response>;
  /** The page's protocol as the browser sees it, for the storefront links. */
  protocol: string;
}

/** The bundle's renderer (apps/panel/src/entry-server.tsx `PageRenderer`). */
export interface PageRenderer {
  /** Whether `pathname` is a page it renders. */
  renders(pathname: string): boolean;
  /** The page's HTML, or null when the browser is to render it from index.html. */
  render(request: PageRequest): Promise<string | null>;
}

interface EntryServer {
  createPageRenderer(indexHtml: string, manifest: unknown): PageRenderer;
}

/** Where the panel's build leaves its server bundle: beside `panelDist`, never served. */
export const ssrEntryOf = (panelDist: string) => `${panelDist}-ssr${path.sep}entry-server.js`;

/**
 * The renderer of the build in `panelDist`, or null when it has none (an older build, `vite build`
 * alone) or it fails to load: the pages are then served as index.html, rendered by the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  panelDist: string,
): Promise<PageRenderer | null> {
  const entry = ssrEntryOf(panelDist);
  if (!existsSync(entry)) {
    app.log.info({ entry }, 'no server bundle of the panel: its pages render in the browser');
    return null;
  }
  try {
    const bundle = (await import(pathToFileURL(entry).href)) as EntryServer;
    return bundle.createPageRenderer(
      readFileSync(path.join(panelDist, 'index.html'), 'utf8'),
      JSON.parse(readFileSync(path.join(panelDist, '.vite', 'manifest.json'), 'utf8')),
    );
  } catch (err) {
    app.log.error({ err, entry }, 'the server bundle of the panel did not load');
    return null;
  }
}

/**
 * A fetch for the renders of `request`'s page: the API's GET calls, answered by this app in-process with
 * the page request's Host and Cookie (nothing else of it). Anything else is refused: a render only reads.
 */
export function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
): (call: Request) => Promise<Response> {
  return async (call) => {
    const url = new URL(call.url);
    if (call.method !== 'GET' || !url.pathname.startsWith(`${API_PREFIX}/`)) {
      throw new Error(`a page render may only read the API, not ${call.method} ${url.pathname}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: 'application/json',
        ...(request.headers.host ? { host: request.headers.host } : {}),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        // The page load's id: its calls are logged under it.
        'x-request-id': request.id,
      },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
