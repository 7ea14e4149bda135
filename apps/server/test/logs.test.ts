// What the request log holds (issue 19), read from the logger's own output: order and sign-in tokens never
// appear (an order page is logged as `/pedido/:token`, secret query parameters as `:redacted`), and the
// client's address is a daily-salted hash unless LOG_CLIENT_IP=1. Before the fix every line held the full
// path and the address (seen failing).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyAddressHasher, loggedUrl } from '../src/logging/index.js';
import { startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant } from './helpers.js';

const STORE_HOST = 'localhost:3000';
const ORDER_TOKEN = 'Zq7pedidoSecretoXYZ0123456789ab';
const LINK_TOKEN = 'EnlaceSecreto0123456789';
const CLIENT = '203.0.113.77';

/** An app whose log lines are kept in `lines`. */
async function loggedApp(backend: (typeof backends)[number], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const testApp = await startApp(
    backend,
    { STORE_HOST, PUBLIC_URL: 'http://localhost:3000', PORT: '3000', ...env },
    { logger: { level: 'info', stream } },
  );
  return { testApp, lines };
}

async function visit(app: FastifyInstance, link: string) {
  await app.inject({
    method: 'GET',
    url: `/pedido/${ORDER_TOKEN}`,
    headers: { host: `${link}.${STORE_HOST}` },
    remoteAddress: CLIENT,
  });
  await app.inject({
    method: 'GET',
    url: `/%70edido/${ORDER_TOKEN}?x=1`,
    headers: { host: `${link}.${STORE_HOST}` },
    remoteAddress: CLIENT,
  });
  await app.inject({
    method: 'GET',
    url: `/login/enlace?token=${LINK_TOKEN}&next=%2Fproducts`,
    headers: { host: 'localhost:3000', accept: 'text/html' },
    remoteAddress: CLIENT,
  });
  // A body the JSON parser refuses: its message quotes the body.
  await app.inject({
    method: 'POST',
    url: '/api/v2/auth/submit-email-link',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-panel-request': '1' },
    payload: `{"token":"${LINK_TOKEN}"`,
    remoteAddress: CLIENT,
  });
  await app.inject({
    method: 'GET',
    url: `/api/v2/auth/verify?otpCode=4821&Token=${LINK_TOKEN}`,
    headers: { host: 'localhost:3000' },
    remoteAddress: CLIENT,
  });
}

describe.each(backends)('request logs (%s)', (backend) => {
  let hashed: { testApp: TestApp; lines: string[] };
  let plain: { testApp: TestApp; lines: string[] };
  let link: string;

  beforeAll(async () => {
    hashed = await loggedApp(backend);
    link = `registro${Date.now().toString(36)}`;
    await createMerchant(hashed.testApp.app.db, { link });
    await visit(hashed.testApp.app, link);
  }, 60_000);

  afterAll(async () => {
    await hashed?.testApp.close();
    await plain?.testApp.close();
  });

  const requests = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, string> })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req!);

  it('never holds an order or sign-in token', () => {
    const all = hashed.lines.join('');
    expect(all).not.toContain(ORDER_TOKEN);
    expect(all).not.toContain(LINK_TOKEN);
    expect(all).not.toContain('4821');
    const urls = requests(hashed.lines).map((req) => req.url);
    expect(urls).toEqual([
      '/pedido/:token',
      '/pedido/:token?x=1',
      '/login/enlace?token=:redacted&next=%2Fproducts',
      '/api/v2/auth/submit-email-link',
      '/api/v2/auth/verify?otpCode=:redacted&Token=:redacted',
    ]);
  });

  it('holds the client address as a hash of the day, the same for one client', () => {
    const all = hashed.lines.join('');
    expect(all).not.toContain(CLIENT);
    const addresses = new Set(requests(hashed.lines).map((req) => req.remoteAddress));
    expect(addresses.size).toBe(1);
    expect([...addresses][0]).toMatch(/^[\w-]{16}$/);
  });

  it('holds the address as it is with LOG_CLIENT_IP=1', async () => {
    plain = await loggedApp(backend, { LOG_CLIENT_IP: '1' });
    await plain.testApp.app.inject({
      method: 'GET',
      url: '/api/v2/auth/verify',
      headers: { host: 'localhost:3000' },
      remoteAddress: CLIENT,
    });
    expect(requests(plain.lines).map((req) => req.remoteAddress)).toEqual([CLIENT]);
  });
});

describe('loggedUrl and the daily hash', () => {
  it('keeps what is no secret', () => {
    expect(loggedUrl('/products?limit=10&search=te')).toBe('/products?limit=10&search=te');
    expect(loggedUrl('/pedido')).toBe('/pedido');
    expect(loggedUrl('/login/enlace#token=x')).toBe('/login/enlace');
  });

  it('changes the salt with the day', () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const hash = dailyAddressHasher(() => now);
    const first = hash(CLIENT);
    expect(hash(CLIENT)).toBe(first);
    now = new Date('2026-11-28T00:00:01Z');
    expect(hash(CLIENT)).not.toBe(first);
  });
});
