// The contract says exactly what the server does (issue 11). Three checks over every operation of
// openapi/panel-v2.yaml, picked up from the file (a new operation is walked without touching this test):
// - the route table: every /api/v2 route Fastify registered is an operation of the contract, and back;
// - the refusal walk: each operation is driven through the ways a request can be refused (no session,
//   no CSRF header, a user without a store, no body, a wrong media type, malformed or oversized JSON,
//   malformed, over-long or badly encoded path parameters, bad query values) and every status it answers
//   must be declared by that operation;
// - JSON bodies are validated as sent (no type coercion), query strings are coerced.
// - every answer's body is of a media type its status declares (a 206 of a WebP size, the store's HTML
//   404 of a panel call on a store host were not), and a JSON error is `{ ok: false, error }`;
// - probes that must be refused are: an over-long path parameter answers the router's 414 (with the
//   panel built, whose static wildcard matches GETs first), a body of another type than JSON sent to a
//   call that takes none is never run (415).
// The app serves a (fake) built panel, as in production: its GET wildcard changes what the router answers.
// test/setup/record-statuses.ts complements the walk: across the whole server suite, every answer of a
// contract route must have a declared status.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createSessionToken, SESSION_COOKIE } from '../src/auth/session.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { API_PREFIX } from '../src/openapi.js';
import {
  contentMismatch,
  contractOperations,
  isDeclared,
  sampleOf,
  type ContractOperation,
} from './contract.js';
import { file, png } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  fakePanelDist,
  type Merchant,
  freshDatabase,
  multipartBody,
  PANEL_HEADERS,
  removePanelDist,
  type TestDatabase,
} from './helpers.js';

const JSON_TYPE = 'application/json';
const MULTIPART = 'multipart/form-data';
/** One byte over the 1 MiB JSON body limit. */
const OVERSIZED_JSON = `{"x":"${'x'.repeat(1024 * 1024)}"}`;

interface Probe {
  name: string;
  request: InjectOptions;
  /** The status the probe must answer (beyond being declared), or `refused`: any 4xx. */
  expect?: number | 'refused';
}

/** Who sends a probe. */
interface Caller {
  name: string;
  headers: Record<string, string>;
}

/** A user who finished onboarding step 1 but has no store yet, signed in. */
async function signedInWithoutStore(app: FastifyInstance): Promise<Record<string, string>> {
  const [user] = await app.db
    .insert(users)
    .values({
      email: `newcomer-${randomUUID()}@example.com`,
      name: 'Ana',
      country: 'US',
      onboardingLevel: '2',
    })
    .returning();
  const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, user!.id)}`;
  return { cookie, ...PANEL_HEADERS };
}

/** The operation's URL with `value` for every path parameter (already URL-encoded). */
const urlOf = (op: ContractOperation, value: string, query = '') =>
  `${API_PREFIX}${op.path.replace(/\{\w+\}/g, value)}${query}`;

/**
 * The bodies a probe may carry: none, the wrong media type, and for each declared type good and bad. A
 * call that takes no body still gets bodies (but a GET, whose body is never read): what a client may send
 * it anyway.
 */
interface ProbeBody {
  name: string;
  payload?: string | Buffer;
  type?: string;
  /** A body the call must refuse, whoever sends it. */
  refused?: boolean;
}

function bodies(op: ContractOperation): ProbeBody[] {
  const form = multipartBody([['x', 'y']]);
  if (!op.body) {
    if (op.method === 'GET') return [{ name: 'no body' }];
    return [
      { name: 'no body' },
      { name: 'text/plain', payload: 'x', type: 'text/plain', refused: true },
      { name: 'application/xml', payload: '<x/>', type: 'application/xml', refused: true },
      { name: 'JSON {}', payload: '{}', type: JSON_TYPE },
      { name: 'malformed JSON', payload: '{"a":', type: JSON_TYPE },
      { name: 'JSON over 1 MiB', payload: OVERSIZED_JSON, type: JSON_TYPE },
      { name: 'multipart', payload: form.payload, type: form.headers['content-type'] },
    ];
  }
  const list: ProbeBody[] = [
    { name: 'no body' },
    { name: 'text/plain', payload: 'x', type: 'text/plain', refused: true },
  ];
  for (const [type, schema] of Object.entries(op.body)) {
    const sample = sampleOf(schema) as Record<string, unknown>;
    if (type === JSON_TYPE) {
      list.push(
        { name: 'JSON sample', payload: JSON.stringify(sample), type },
        { name: 'JSON {}', payload: '{}', type },
        { name: 'malformed JSON', payload: '{"a":', type },
        { name: 'JSON over 1 MiB', payload: OVERSIZED_JSON, type },
        { name: 'JSON array', payload: '[]', type },
        {
          name: 'multipart to a JSON call',
          payload: form.payload,
          type: form.headers['content-type'],
        },
      );
    } else if (type === MULTIPART) {
      const fields = Object.entries(sample).map(
        ([name, value]) => [name, String(value)] as [string, string],
      );
      const good = multipartBody(fields);
      const empty = multipartBody([]);
      list.push(
        { name: 'multipart sample', payload: good.payload, type: good.headers['content-type'] },
        { name: 'empty multipart', payload: empty.payload, type: empty.headers['content-type'] },
        { name: 'JSON to a multipart call', payload: JSON.stringify(sample), type: JSON_TYPE },
      );
    }
  }
  return list;
}

/** Every probe of one operation, for the given callers. */
function probesOf(op: ContractOperation, callers: Caller[]): Probe[] {
  const probes: Probe[] = [];
  const good = urlOf(op, randomUUID());
  for (const caller of callers) {
    for (const body of bodies(op)) {
      probes.push({
        name: `${caller.name}, ${body.name}`,
        request: {
          method: op.method,
          url: good,
          headers: { ...caller.headers, ...(body.type ? { 'content-type': body.type } : {}) },
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        },
        ...(body.refused ? { expect: 'refused' as const } : {}),
      });
    }
  }
  const [anonymous, , merchant] = callers;
  for (const caller of [anonymous!, merchant!]) {
    const withParams: Array<[string, string]> =
      op.pathParams.length > 0
        ? [
            ['malformed path parameter', 'bad%20id%3F'],
            ['over-long path parameter', 'a'.repeat(129)],
            ['badly encoded path parameter', '%E0%A4%A'],
            ['path parameter with a dot segment', '..'],
          ]
        : [];
    for (const [name, value] of withParams) {
      probes.push({
        name: `${caller.name}, ${name}`,
        request: { method: op.method, url: urlOf(op, value), headers: caller.headers },
        // The router refuses a parameter over its 100 characters before anything else.
        ...(value.length > 100 ? { expect: 414 } : {}),
      });
    }
    if (op.method === 'GET') {
      probes.push({
        name: `${caller.name}, bad query values`,
        request: {
          method: op.method,
          url: urlOf(
            op,
            randomUUID(),
            '?q=' + 'x'.repeat(200) + '&offset=-1&limit=abc&sortBy=nope&sortType=up',
          ),
          headers: caller.headers,
        },
      });
      probes.push({
        name: `${caller.name}, HEAD`,
        request: { method: 'HEAD', url: good, headers: caller.headers },
      });
    }
  }
  return probes;
}

/** Path parameter values of existing resources, by parameter name (`id` a product, `key` its image). */
type KnownValues = Record<string, string>;

/** A product with one image in the merchant's store: the resources behind `{id}` and `{key}`. */
async function knownResources(app: FastifyInstance, merchant: Merchant): Promise<KnownValues> {
  const form = multipartBody([
    ['name', 'Café'],
    ['type', 'product'],
    ['status', 'published'],
    ['price', '12.50'],
    ['images', file('a.png', 'image/png', png())],
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/products/create`,
    headers: { ...merchant.headers, ...form.headers },
    payload: form.payload,
  });
  const product = res.json().data as { id: string; media: Array<{ url: string }> };
  const key = product.media[0]!.url.split('/').pop()!;
  // A stored picture's WebP size (answered, and asked by range, as image/webp).
  return { id: product.id, key, sizeKey: key.replace(/\.\w+$/, '.w160.webp') };
}

/**
 * Probes of an existing resource (the operation's parameters filled from `known`): plain, and for a GET
 * its conditional and range variants, whose headers come from the plain answer.
 */
async function knownProbes(
  app: FastifyInstance,
  op: ContractOperation,
  known: KnownValues,
  headers: Record<string, string>,
): Promise<Probe[]> {
  if (op.pathParams.length === 0 || !op.pathParams.every((name) => name in known)) return [];
  const url = `${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => known[name]!)}`;
  const probes: Probe[] = [];
  if (op.method === 'GET' && op.pathParams.includes('key') && known.sizeKey) {
    const sizeUrl = url.replace(known.key!, known.sizeKey);
    probes.push(
      { name: 'a WebP size', request: { method: 'GET', url: sizeUrl, headers }, expect: 200 },
      {
        name: 'first byte of a WebP size',
        request: { method: 'GET', url: sizeUrl, headers: { ...headers, range: 'bytes=0-0' } },
        expect: 206,
      },
    );
  }
  probes.push(
    ...bodies(op).map((body) => ({
      name: `owner of the resource, ${body.name}`,
      request: {
        method: op.method,
        url,
        headers: { ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      },
      ...(body.refused ? { expect: 'refused' as const } : {}),
    })),
  );
  if (op.method !== 'GET') return probes;
  const plain = await app.inject({ method: 'GET', url, headers });
  const etag = plain.headers.etag;
  const conditional: Array<[string, Record<string, string>]> = [
    ['first byte', { range: 'bytes=0-0' }],
    ['range past the end', { range: 'bytes=999999999-' }],
    ['malformed range', { range: 'bytes=abc' }],
    ...(typeof etag === 'string'
      ? ([['if-none-match its etag', { 'if-none-match': etag }]] as Array<
          [string, Record<string, string>]
        >)
      : []),
  ];
  for (const [name, extra] of conditional) {
    probes.push({
      name: `owner of the resource, ${name}`,
      request: { method: 'GET', url, headers: { ...headers, ...extra } },
    });
  }
  return probes;
}

describe.each(backends)('the contract says exactly what the server does (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;
  const routes: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    panelDist = fakePanelDist();
    subscribe('fastify.initialization', onInit);
    try {
      app = await buildApp(
        loadConfig({
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl,
          PANEL_DIST: panelDist,
        }),
        { logger: false },
      );
    } finally {
      unsubscribe('fastify.initialization', onInit);
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    if (panelDist) removePanelDist(panelDist);
  });

  it('routes every operation of the contract, and nothing else under /api/v2', () => {
    const apiRoutes = routes
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      // Fastify's HEAD twins of GET routes are held to the GET operation (see operationOfRoute).
      .filter((route) => !route.startsWith('HEAD '));
    const operations = contractOperations.map((op) => `${op.method} ${op.route}`);
    expect(apiRoutes.sort()).toEqual([...operations].sort());
  });

  it('answers only declared statuses on every refusal path of every operation', async () => {
    const undeclared: string[] = [];
    const seen = new Set<number>();
    for (const op of contractOperations) {
      // Fresh sessions per operation: the walk may sign out (authLogout) or otherwise spend them.
      const merchant = await createMerchant(app.db);
      const callers: Caller[] = [
        { name: 'anonymous', headers: {} },
        { name: 'anonymous with the CSRF header', headers: { ...PANEL_HEADERS } },
        { name: 'merchant', headers: merchant.headers },
        { name: 'merchant without the CSRF header', headers: { cookie: merchant.cookie } },
        { name: 'user without a store', headers: await signedInWithoutStore(app) },
        // The panel's calls sent to a store host (`{link}.{STORE_HOST}`): the contract's JSON error.
        {
          name: 'merchant on a store host',
          headers: { ...merchant.headers, host: `${merchant.link}.${app.config.storeHost}` },
        },
      ];
      // Operations that delete or change a resource get their own.
      const known = op.pathParams.length > 0 ? await knownResources(app, merchant) : {};
      const probes = [
        ...probesOf(op, callers),
        ...(await knownProbes(app, op, known, merchant.headers)),
      ];
      for (const probe of probes) {
        const res = await app.inject(probe.request);
        seen.add(res.statusCode);
        const answered = `${op.method} ${op.path} (${op.operationId}) answered ${res.statusCode} to "${probe.name}"`;
        if (!isDeclared(op.declared, res.statusCode)) {
          undeclared.push(`${answered}: ${res.body.slice(0, 120)}`);
          continue;
        }
        const mismatch = contentMismatch(
          op,
          res.statusCode,
          res.headers['content-type'] as string | undefined,
          res.body,
        );
        if (mismatch) undeclared.push(`${answered} with ${mismatch}: ${res.body.slice(0, 80)}`);
        const refusedAsExpected =
          probe.expect === undefined ||
          (probe.expect === 'refused'
            ? res.statusCode >= 400 && res.statusCode < 500
            : res.statusCode === probe.expect);
        if (!refusedAsExpected) {
          undeclared.push(`${answered}, not ${probe.expect}: ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    // The walk reaches the refusals it is meant to reach (a probe that stopped working would hide them).
    for (const status of [200, 206, 304, 400, 401, 403, 404, 413, 414, 415, 416]) {
      expect(seen).toContain(status);
    }
  }, 120_000);

  describe('products/create and products/update require a price, as the schema says', () => {
    const create = (headers: Record<string, string>, fields: Array<[string, string]>) => {
      const form = multipartBody(fields);
      return app.inject({
        method: 'POST',
        url: `${API_PREFIX}/products/create`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const base: Array<[string, string]> = [
      ['name', 'Café'],
      ['type', 'product'],
      ['status', 'draft'],
    ];

    it('refuses a product without a price with the schema’s message', async () => {
      const merchant = await createMerchant(app.db);
      const res = await create(merchant.headers, base);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: body\/price must have required property/);
    });

    it('takes the cost instead with a dynamic price, and the wholesale price with wholesale', async () => {
      const merchant = await createMerchant(app.db);
      const dynamic = await create(merchant.headers, [
        ...base,
        ['dynamicPrice', 'true'],
        ['cost', '10'],
        ['utility', '20'],
      ]);
      expect(dynamic.statusCode).toBe(200);
      expect(dynamic.json().data.prices).toEqual({
        cost: '10.00',
        price: '12.00',
        utility: '20.00',
      });
      const wholesale = await create(merchant.headers, [
        ...base,
        ['price', '12'],
        ['wholesaleAllowed', 'true'],
      ]);
      expect(wholesale.statusCode).toBe(400);
      expect(wholesale.json().error).toMatch(/^Invalid request: body\/wholesalePrice must have/);
    });
  });

  describe('JSON bodies keep their types; query strings are coerced', () => {
    it('refuses a number where the contract says string ({"otpCode": 1234})', async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/auth/submit-email-code`,
        headers: PANEL_HEADERS,
        payload: { otpCode: 1234, email: 'ana@example.com' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: body\/otpCode must be string/);
    });

    it('refuses a string where the contract says array ({"ids": "abc"})', async () => {
      const merchant = await createMerchant(app.db);
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/notifications/read`,
        headers: merchant.headers,
        payload: { ids: 'abc' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: body\/ids must be array/);
    });

    it('refuses true for "true" and "1" for 1 in a JSON body', async () => {
      const merchant = await createMerchant(app.db);
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/stores/checkout/update`,
        headers: merchant.headers,
        payload: {
          type: 'whatsapp',
          phone: 5551234,
          phoneArea: '+58',
          customMessage: { start: '', body: '', product: '', end: '' },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: body\/phone must be string/);
    });

    it('still coerces query strings (limit=5 is the integer 5)', async () => {
      const merchant = await createMerchant(app.db);
      const res = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}/products?limit=5&offset=0`,
        headers: merchant.headers,
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
