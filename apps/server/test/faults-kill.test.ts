// `kill -9` of the server during a burst of product creations, on real processes: writers create products
// through the API of a server process, which is killed with SIGKILL mid-burst; a new server on the same
// data lists every product whose creation was answered 200. (The PGlite lock the killed process leaves
// behind is taken over: its owner is dead.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase, type Merchant, type TestDatabase } from './helpers.js';
import {
  call,
  merchantIn,
  productNames,
  startLoad,
  startServer,
  until,
  type ServerProcess,
} from './process-helpers.js';

describe.each(backends)('kill -9 during a burst of creations (%s)', (backend) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let merchant: Merchant;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase(backend);
    env = {
      DATA_DIR: database.dataDir,
      PRODUCTS_LIMIT: '1000000',
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    };
    merchant = await merchantIn({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.cleanup();
  });

  it('keeps every acknowledged product', async () => {
    const first = await startServer(env);
    servers.push(first);
    const load = startLoad(() => first, merchant, { writers: 6, prefix: 'rafaga' });
    try {
      await until(() => load.acknowledged.size >= 30, 'acknowledged creations');
      await first.kill();
    } finally {
      await load.stop();
    }
    expect(await first.exited).toBe('SIGKILL');

    const second = await startServer(env);
    servers.push(second);
    const names = await productNames(second, merchant);
    const lost = [...load.acknowledged].filter((name) => !names.has(name));
    expect(lost).toEqual([]);
    // The list and the count agree: no half-made product.
    const count = await call(second, merchant, 'GET', '/products/count');
    expect(count.body).toEqual({ ok: true, data: names.size });

    const cut = load.calls.filter((c) => c.failure).length;
    console.info(
      `kill -9 (${backend}): ${JSON.stringify({
        acknowledged: load.acknowledged.size,
        unansweredAtKill: cut,
        listedAfterRestart: names.size,
      })}`,
    );
  }, 180_000);
});
