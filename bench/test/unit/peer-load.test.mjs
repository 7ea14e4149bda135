import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerApi } from '../../lib/peer-load.mjs';
import { writeReport } from '../../lib/report.mjs';

describe("react-admin peer's server (json-server)", () => {
  /** @type {string} */
  let dir;
  /** @type {{ origin: string; stop: () => Promise<unknown> }} */
  let server;
  beforeAll(async () => {
    dir = mkdtempSync(join(os.tmpdir(), 'peer-api-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>react-admin minimal</title>');
    const products = Array.from({ length: 12 }, (_, n) => ({
      id: `p${n}`,
      name: `Producto ${String.fromCharCode(108 - n)}`,
      price: n,
    }));
    writeFileSync(join(dir, 'db.json'), JSON.stringify({ products }));
    server = await startPeerApi(dir, join(dir, 'db.json'));
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the build and answers the API only with a session cookie, as ours', async () => {
    const page = await fetch(`${server.origin}/`);
    expect(await page.text()).toContain('react-admin minimal');
    expect((await fetch(`${server.origin}/api/session`)).status).toBe(401);
    expect((await fetch(`${server.origin}/api/products`)).status).toBe(401);
    const session = await fetch(`${server.origin}/api/session`, {
      headers: { cookie: 'session=bench' },
    });
    expect(session.status).toBe(200);
  });

  it('pages and sorts as ra-data-json-server asks, with the total in X-Total-Count', async () => {
    const res = await fetch(
      `${server.origin}/api/products?_sort=name&_order=ASC&_start=0&_end=10`,
      {
        headers: { cookie: 'session=bench', 'accept-encoding': 'gzip' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('12');
    const rows = /** @type {{ name: string }[]} */ (await res.json());
    expect(rows).toHaveLength(10);
    expect(rows[0]?.name).toBe('Producto a');
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort());
  });

  it('is read-only', async () => {
    const res = await fetch(`${server.origin}/api/products/p1`, {
      method: 'DELETE',
      headers: { cookie: 'session=bench' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the peer list section of the report', () => {
  const load = (/** @type {number} */ lcp, /** @type {number} */ tbt) => ({
    lcp: { median: lcp, max: lcp + 50, min: lcp, runs: 3, values: [lcp] },
    cls: { median: 0, max: 0.01, min: 0, runs: 3, values: [0] },
    tbt: { median: tbt, max: tbt, min: tbt, runs: 3, values: [tbt] },
  });
  const lighthouse = (/** @type {number} */ score) => ({
    mobile: { performance: score, lcp: 2000, tbt: 300, cls: 0, fcp: 900 },
    desktop: { error: 'NO_NAVSTART: lost trace' },
  });
  const results = {
    date: '2026-11-25T00:00:00.000Z',
    finished: '2026-11-25T00:10:00.000Z',
    commands: ['pnpm bench --quick --only=peerload'],
    settings: { quick: true },
    machine: { loadAverageAtStart: [0.5, 0.5, 0.5], loadAverageAtEnd: [0.5], cpu: '2 × test' },
    skipped: {},
    peerLoad: {
      products: 100,
      ours: { load: load(400, 0), lighthouse: lighthouse(90) },
      peer: {
        load: load(600, 120),
        lighthouse: lighthouse(72),
        versions: { 'react-admin': '5.15.4', 'json-server': '0.17.4' },
      },
    },
  };

  it('shows ours, the peer and the ratio of each figure, and why a Lighthouse run is missing', () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'report-'));
    writeReport(results, join(dir, 'REPORT.md'));
    const report = readFileSync(join(dir, 'REPORT.md'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    expect(report).toContain('| LCP median, loopback | 400 ms | 600 ms | 1.50× |');
    expect(report).toContain('| TBT median | 0 ms | 120 ms | — |');
    expect(report).toContain('| Lighthouse mobile performance | 90 | 72 | 0.80× |');
    expect(report).toContain('| Lighthouse desktop performance | did not run | did not run | — |');
    expect(report).toContain('Lighthouse desktop did not run (peer): NO_NAVSTART: lost trace');
    expect(report).toContain('react-admin@5.15.4, json-server@0.17.4');
  });
});
