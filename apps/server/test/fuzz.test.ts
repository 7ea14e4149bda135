// Fuzzing: every implemented operation of the contract gets fast-check-made bad (and half-good) path
// parameters, query strings, JSON bodies and multipart forms (random fields and random files), signed in
// or not, with or without the CSRF header, on the panel's host or a store's. No answer may be a 5xx, every
// answer is `{ ok: false, error }` JSON when it is a refusal (a store host's HTML 404 was not), a
// non-JSON body sent to a call that takes none is refused (415), and the prices of a product answered
// have a margin that matches their cost and price.
import * as fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, SESSION_COOKIE } from '../src/auth/session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { API_PREFIX, listOperations, loadOpenApi, type OpenApiDocument } from '../src/openapi.js';
import { openapiPath } from '../src/paths.js';
import { serviceHandlers } from '../src/routes/index.js';
import { file, jpeg, mp4, png, SVG } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  PANEL_HEADERS,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

/** A price triple of an answer (`Prices` of the contract). */
interface Prices {
  cost: string;
  price: string;
  utility: string;
}

/**
 * The margin matches cost and price: (price / cost − 1) × 100 to the hundredth, or 0 without a cost (or
 * beyond the column's ±99999.99).
 */
function marginMatches({ cost, price, utility }: Prices): boolean {
  const margin = Number(cost) > 0 ? (Number(price) / Number(cost) - 1) * 100 : 0;
  const expected = Math.abs(margin) > 99_999.995 ? 0 : margin;
  return Math.abs(Number(utility) - expected) <= 0.005 + 1e-9;
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** FUZZ_SEED replays a failing run: the failure message names the seed (and fast-check's path). */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Date.now() ^ (Math.random() * 2 ** 31);

const spec = loadOpenApi(openapiPath);
const operations = listOperations(spec);

type Schema = {
  $ref?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
};
interface OperationObject {
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

function resolve<T>(doc: OpenApiDocument, node: T & { $ref?: string }): T {
  if (!node?.$ref) return node;
  let target: unknown = doc;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) {
    target = (target as Record<string, unknown>)[part];
  }
  return resolve(doc, target as T & { $ref?: string });
}

function describeOperation(method: string, path: string) {
  const op =
    ((spec.paths ?? {})[path] as Record<string, OperationObject>)[method.toLowerCase()] ?? {};
  const query = (op.parameters ?? [])
    .map((p) => resolve(spec, p))
    .filter((p) => p.in === 'query')
    .map((p) => p.name ?? '');
  const content = op.requestBody?.content ?? {};
  const mediaType = Object.keys(content)[0] ?? null;
  const schema = mediaType ? resolve(spec, content[mediaType]?.schema ?? {}) : null;
  const fields = Object.entries(schema?.properties ?? {}).map(([name, prop]) => {
    const resolved = resolve(spec, prop);
    return { name, enum: resolved.enum ?? resolve(spec, resolved.items ?? {}).enum ?? [] };
  });
  return { query, mediaType, fields };
}

/** Strings a parser might trip on. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '..',
  '../..',
  '%00',
  '\u0000',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '__proto__',
  'constructor',
  '{}',
  '[]',
  "' OR 1=1 --",
  '<script>',
  'ÿ',
  '😀'.repeat(600),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2147483648',
  '99999999999999999999',
  '-0.001',
  '12.345',
  'true',
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  nasty,
  fc.uuid(),
);
const value = (enums: unknown[]) =>
  fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 4 }),
    fc.object({ maxDepth: 2 }),
    ...(enums.length ? [fc.constantFrom(...enums)] : []),
  );

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
  fc.constantFrom(png(), jpeg(), mp4(), SVG, png().subarray(0, 30), mp4().subarray(0, 40)),
  fc
    .uint8Array({ maxLength: 64 })
    .map((a) => Buffer.concat([png().subarray(0, 33), Buffer.from(a)])),
  fc
    .uint8Array({ maxLength: 64 })
    .map((a) => Buffer.concat([mp4().subarray(0, 32), Buffer.from(a)])),
);

describe.each(backends)('fuzzing every implemented route (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let merchant: Merchant;
  let productId: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    app = await buildApp(
      loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      {
        logger: false,
      },
    );
    merchant = await createMerchant(app.db);
    const body = multipartBody([
      ['name', 'Base'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '1'],
      ['images', file('a.png', 'image/png', png())],
    ]);
    const created = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/products/create`,
      payload: body.payload,
      headers: { ...merchant.headers, ...body.headers },
    });
    productId = created.json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const implemented = () => {
    const ids = new Set(Object.keys(serviceHandlers(app)));
    return operations.filter((op) => ids.has(op.operationId));
  };

  it('covers the implemented operations', () => {
    expect(implemented().length).toBeGreaterThanOrEqual(15);
  });

  it('never answers 5xx to bad params, queries and bodies', async () => {
    const failures: string[] = [];
    for (const op of implemented()) {
      const shape = describeOperation(op.method, op.path);
      const params = op.path.match(/\{\w+\}/g) ?? [];
      const request = fc.record({
        params: fc.array(fc.oneof(text, fc.constant(productId)), {
          minLength: params.length,
          maxLength: params.length,
        }),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom(...shape.query, 'x'), text),
          fc.oneof(text, fc.array(text, { maxLength: 3 })),
          { maxKeys: 5 },
        ),
        json: fc.oneof(
          fc.dictionary(
            fc.oneof(fc.constantFrom(...shape.fields.map((f) => f.name), 'extra'), text),
            value([]),
            { maxKeys: 6 },
          ),
          fc.record(Object.fromEntries(shape.fields.map((f) => [f.name, value(f.enum)])), {
            requiredKeys: [],
          }),
          fc.jsonValue(),
        ),
        raw: fc.option(fc.string({ maxLength: 100 }), { freq: 4 }),
        rawType: fc.constantFrom('application/json', 'application/json', 'text/plain'),
        storeHost: fc.nat(4).map((n) => n === 0),
        parts: fc.array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(...shape.fields.map((f) => f.name), 'extra'),
              fc.string({ minLength: 1, maxLength: 10 }),
            ),
            fc.oneof(
              text.map((t) => t.replace(/\r|\n/g, '')),
              ...shape.fields.flatMap((f) =>
                f.enum.length ? [fc.constantFrom(...f.enum.map(String))] : [],
              ),
              fc.record({
                filename: fc.constantFrom(
                  'a.png',
                  'b.jpg',
                  'c.mp4',
                  'x.svg',
                  '../../etc/passwd',
                  '',
                ),
                contentType: fc.constantFrom(
                  'image/png',
                  'video/mp4',
                  'text/html',
                  'application/octet-stream',
                ),
                data: fileBytes,
              }),
            ),
          ),
          { maxLength: 14 },
        ),
        signedIn: fc.boolean(),
        csrf: fc.nat(9).map((n) => n > 0),
      });
      const run = await fc.check(
        fc.asyncProperty(request, async (r) => {
          let i = 0;
          const url = `${API_PREFIX}${op.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.params[i++] ?? ''))}`;
          const qs = new URLSearchParams();
          for (const [k, v] of Object.entries(r.query)) {
            for (const one of Array.isArray(v) ? v : [v]) qs.append(k, one);
          }
          const headers: Record<string, string> = {};
          if (r.csrf) Object.assign(headers, PANEL_HEADERS);
          if (r.storeHost) headers.host = `${merchant.link}.${app.config.storeHost}`;
          // A fresh session each time: an implemented logout must not end the others.
          if (r.signedIn)
            headers.cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, merchant.userId)}`;
          let payload: string | Buffer | undefined;
          if (shape.mediaType === 'multipart/form-data') {
            const body = multipartBody(
              r.parts.map(([name, v]): MultipartPart => {
                const field = name.replace(/["\r\n]/g, '');
                return typeof v === 'string'
                  ? [field, v]
                  : [field, { ...v, data: Buffer.from(v.data) }];
              }),
            );
            payload = body.payload;
            Object.assign(headers, body.headers);
          } else if (shape.mediaType) {
            headers['content-type'] = 'application/json';
            payload = r.raw ?? JSON.stringify(r.json);
          } else if (r.raw !== null) {
            headers['content-type'] = r.rawType;
            payload = r.raw;
          }
          const res = await app.inject({
            method: op.method,
            url: qs.size ? `${url}?${qs}` : url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${op.operationId} ${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
            return false;
          }
          if (
            !shape.mediaType &&
            op.method !== 'GET' &&
            headers['content-type'] === 'text/plain' &&
            res.statusCode < 400
          ) {
            failures.push(`${op.operationId} ran with a text/plain body: ${res.statusCode}`);
            return false;
          }
          if (res.statusCode >= 400 && res.body !== '') {
            const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
            const body = (json ? res.json() : {}) as { ok?: unknown; error?: unknown };
            if (body.ok !== false || typeof body.error !== 'string') {
              failures.push(
                `${op.operationId} ${res.statusCode} without the error envelope: ${res.body.slice(0, 200)}`,
              );
              return false;
            }
          }
          const data =
            res.statusCode === 200 &&
            String(res.headers['content-type'] ?? '').startsWith('application/json')
              ? (res.json() as { data?: unknown }).data
              : null;
          for (const prices of [
            (data as { prices?: Prices } | null)?.prices,
            (data as { wholesalePrices?: Prices } | null)?.wholesalePrices,
          ]) {
            if (prices && !marginMatches(prices)) {
              const dynamic = (data as { dynamicPrice?: boolean }).dynamicPrice;
              // With a dynamic price the price is computed from the margin, rounded to cents.
              if (!dynamic) {
                failures.push(
                  `${op.operationId} answered a margin off its prices: ${JSON.stringify(prices)}`,
                );
                return false;
              }
            }
          }
          return true;
        }),
        { numRuns: RUNS, endOnFailure: true, seed: SEED },
      );
      // A thrown error (not only a refused answer) fails the run too, with what replays it.
      if (run.failed) {
        failures.push(
          `${op.operationId}: replay with FUZZ_SEED=${run.seed} (path ${run.counterexamplePath ?? '?'})` +
            (run.errorInstance instanceof Error &&
            !/Property failed by returning false/.test(String(run.errorInstance.message))
              ? `: ${run.errorInstance.message}`
              : ''),
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
