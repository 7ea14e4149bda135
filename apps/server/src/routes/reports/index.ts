// GET /reports/summary (reportsSummary): the dashboard's four numbers of the session's store, read from the
// per-day roll-up (metrics/), never from raw events; beside them the store's 'Pedidos sin confirmar' (issue 23).
import type { MetricPeriod } from '@panel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countUnconfirmedOrders } from '../../orders/index.js';
import { requireStore } from '../../tenancy/index.js';

/** Handlers of the `reports` operations, by operationId. */
export function reportHandlers(app: FastifyInstance) {
  return {
    async reportsSummary(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const { period } = request.query as { period: MetricPeriod };
      const [summary, unconfirmedOrders] = await Promise.all([
        app.metrics.summary(store.id, period),
        countUnconfirmedOrders(app.db, store.id),
      ]);
      return { ok: true as const, data: { ...summary, unconfirmedOrders } };
    },
  };
}
