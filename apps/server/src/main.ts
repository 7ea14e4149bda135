// Entry point: `node dist/main.js` (or `tsx src/main.ts`). Reads the environment, builds the app, listens,
// and shuts down cleanly on SIGINT/SIGTERM (requests drain, then the database closes). On SIGTERM (what a
// balancer's orchestrator sends) /readyz answers 503 at once, the process keeps serving for
// SHUTDOWN_DELAY_MS so the balancer's health checks take it out, then it stops accepting connections,
// finishes the requests open and exits.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseStartupError } from './db/client.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DatabaseStartupError) fail(err.message);
    const reason = err instanceof Error ? err.message : String(err);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.pgliteDir;
    fail(`Panel no pudo iniciar (base de datos: ${where}): ${reason}`);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    closing = true;
    app.lifecycle.draining = true;
    const delay = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app.log.info({ signal, delayMs: delay }, 'shutting down');
    // A hung request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, delay + 10_000);
    timer.unref();
    const waited = new Promise((resolve) => setTimeout(resolve, delay));
    waited
      .then(() => {
        app.log.info('draining: no new connections');
        return app.close();
      })
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(`El puerto ${config.port} ya está en uso (${config.host}). Usa otro con PORT=…`);
    }
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Wildcard and loopback addresses print as localhost, the URL a browser on this machine opens.
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const local = `http://${host}:${port}`;
  process.stdout.write(`Panel listo en ${local}\n`);
  if (config.publicUrl !== local) process.stdout.write(`URL pública: ${config.publicUrl}\n`);
}

start().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
