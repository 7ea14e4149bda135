// GET /api/v2/healthz and /api/v2/readyz (issue 25): what a load balancer asks each server process.
// `healthz` says the process is alive (it answers; nothing else is asked). `readyz` says it should get
// traffic: the database answers, and no SIGTERM arrived. From SIGTERM on (main.ts) it answers 503 while the
// process still serves, for SHUTDOWN_DELAY_MS, so the balancer's checks take it out; then the server stops
// accepting connections, drains the requests open and exits.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http-error.js';
import { SERVICE_UNAVAILABLE } from '../../plugins/errors.js';

/** Longest wait for the database's answer to the readiness probe. */
export const READY_PROBE_MS = 2_000;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Handlers of the health operations, by operationId. */
export function healthHandlers(app: FastifyInstance) {
  return {
    async healthGet(_request: unknown, reply: FastifyReply) {
      noStore(reply);
      return { ok: true as const };
    },

    async readyGet(_request: unknown, reply: FastifyReply) {
      noStore(reply);
      if (app.lifecycle.draining) throw new HttpError(503, SERVICE_UNAVAILABLE, 1);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database probe timed out')), READY_PROBE_MS);
      });
      try {
        await Promise.race([app.db.execute(sql`SELECT 1`), late]);
      } catch {
        throw new HttpError(503, SERVICE_UNAVAILABLE, 1);
      } finally {
        clearTimeout(timer);
      }
      // A SIGTERM that arrived meanwhile wins.
      if (app.lifecycle.draining) throw new HttpError(503, SERVICE_UNAVAILABLE, 1);
      return { ok: true as const };
    },
  };
}
