// Decorates `app.db` with the drizzle database and closes it with the app.
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/client.js';
import { migrationsDir } from '../paths.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (PGlite or PostgreSQL); tenant queries always filter by the session's store. */
    db: Db;
    /** Which engine backs {@link FastifyInstance.db}. */
    dbKind: 'pglite' | 'postgres';
  }
}

export interface DbPluginOptions {
  databaseUrl: string | null;
  pgliteDir: string;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const started = Date.now();
    const database = await openDatabase({
      databaseUrl: options.databaseUrl,
      pgliteDir: options.pgliteDir,
      migrationsDir,
      onPoolError: (err) => app.log.warn({ err }, 'idle PostgreSQL connection failed'),
    });
    app.log.info(
      { kind: database.kind, ms: Date.now() - started },
      'database ready, migrations applied',
    );
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'panel-db' },
);
