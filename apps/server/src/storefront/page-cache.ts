// A rendered store page as the page cache keeps it: its HTML and, made once on first demand, its brotli
// and gzip bodies. A cached page is served many times, so it is compressed once at the best levels
// instead of at every request by @fastify/compress's fast level (which halved the home's pages/s).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A content coding the cache keeps. */
export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for a cached page. 11 (the maximum) takes tens of milliseconds for a 30 KB page and a
 * search's pages are rendered on demand, so a flood of searches would buy that much CPU each; 9 costs
 * about as much as gzip -9 and saves nearly as many bytes.
 */
const BROTLI_QUALITY = 9;

export class CachedPage {
  readonly #encoded = new Map<PageEncoding, Buffer>();

  constructor(readonly html: string) {}

  /** The page in `encoding`, compressed at the first request that wants it. */
  body(encoding: PageEncoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.html),
              },
            })
          : gzipSync(this.html, { level: 9 });
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /** Bytes held: the HTML (UTF-16 counted as characters, as before) and the bodies made so far. */
  get size(): number {
    let size = this.html.length;
    for (const body of this.#encoded.values()) size += body.length;
    return size;
  }
}

/**
 * The coding to answer with for an Accept-Encoding header: brotli, else gzip, when the client accepts it
 * (`q=0` refuses one; `*` accepts both); null for none (the HTML as it is).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (coding: PageEncoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}
