// The `scale` part (issue 15): the scale-out shape, two server processes on one PostgreSQL, as behind a
// load balancer. The same load is run against one process, then against each of two processes at once
// (one autocannon instance per process, started together: a balancer's round-robin without a balancer in
// the path), and the report sets the requests per second of each process and their errors side by side.
// Two loads: the product list of the store with 1,000 products, and a mixed one where every fourth request
// of a connection creates a product with a picture. Both processes share one DATA_DIR (uploads in storage
// every process reaches) and one database cloned from the seeded template.
import os from 'node:os';
import { join } from 'node:path';
import { LIST_QUERIES, productForm, run, summary } from './api.mjs';
import { ACCOUNTS, postgresDatabase, seedPlan, WORK } from './data.mjs';
import { signIn, startServer } from './server.mjs';

/** Connections per process, as the API part's c=10. */
const CONNECTIONS = 10;

/**
 * @param {{ postgresUrl: string; size: any; perConnection: number; log: (s: string) => void }} options
 *   perConnection: requests each connection sends in a run (under the server's 1,000 per keep-alive socket)
 */
export async function measureScaleOut({ postgresUrl, size, perConnection, log }) {
  const database = await postgresDatabase(postgresUrl, seedPlan(size), log, 'panel_bench_scale');
  const dataDir = join(WORK, 'run', 'scale');
  const servers = [];
  try {
    for (let i = 0; i < 2; i++) {
      servers.push(await startServer({ dataDir, databaseUrl: database.databaseUrl }));
    }
    // A session made on one process is honoured by the other (sessions live in the database).
    const reader = await signIn(servers[0].origin, dataDir, ACCOUNTS.big);
    const writer = await signIn(servers[0].origin, dataDir, ACCOUNTS.create);
    let created = 0;
    const list = {
      method: 'GET',
      path: `/api/v2/products?${LIST_QUERIES.list}`,
      headers: { cookie: reader },
    };
    const create = {
      method: 'POST',
      path: '/api/v2/products/create',
      headers: { cookie: writer, 'x-panel-request': '1' },
      // A new name per request, as in the API part.
      setupRequest: (request) => {
        const form = productForm(`escala ${++created}`);
        return {
          ...request,
          body: form.body,
          headers: { ...request.headers, 'content-type': form.contentType },
        };
      },
    };
    const loads = { list: [list], mixed: [list, list, list, create] };
    // Each answers right on each process before its speed means anything.
    for (const server of servers) {
      const res = await fetch(`${server.origin}${list.path}`, { headers: list.headers });
      if (!res.ok) throw new Error(`product list on ${server.origin} answered ${res.status}`);
    }

    const against = (origin, requests, amount) =>
      run({ url: origin, connections: CONNECTIONS, amount, requests });
    const amount = CONNECTIONS * perConnection;
    /** @type {Record<string, any>} */
    const results = {};
    for (const [name, requests] of Object.entries(loads)) {
      await Promise.all(servers.map((s) => against(s.origin, requests, amount / 4))); // warm-up
      const one = summary(await against(servers[0].origin, requests, amount));
      const two = (await Promise.all(servers.map((s) => against(s.origin, requests, amount)))).map(
        summary,
      );
      const total = two.reduce((n, s) => n + s.rps, 0);
      results[name] = {
        one,
        two,
        totalRps: total,
        /** Requests per second of a process of the pair ÷ those of the process alone. */
        perProcessRatio: total / 2 / one.rps,
      };
      log(
        `  ${name}: one process ${one.rps.toFixed(0)} req/s; two processes ` +
          `${two.map((s) => s.rps.toFixed(0)).join(' + ')} = ${total.toFixed(0)} req/s; errors ` +
          `${one.errors + two.reduce((n, s) => n + s.errors, 0)}, non-2xx ` +
          `${one.non2xx + two.reduce((n, s) => n + s.non2xx, 0)}`,
      );
    }
    return {
      connections: CONNECTIONS,
      requestsPerRun: amount,
      cores: os.cpus().length,
      loadAverage: os.loadavg(),
      loads: results,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}
