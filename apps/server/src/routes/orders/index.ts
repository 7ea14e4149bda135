// GET /orders, GET /orders/{number}, POST /orders/{number}/status: the store's orders ('Pedidos'),
// always of the session's store.
import type { OrderStatus } from '@panel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeOrderStatus,
  getOrder,
  listOrders,
  storeOrigin,
  type OrderListQuery,
} from '../../orders/index.js';
import { currentTenant, requireStore } from '../../tenancy/index.js';

/** Handlers of the `orders` operations, by operationId. */
export function orderHandlers(app: FastifyInstance) {
  const origin = (request: FastifyRequest, link: string) =>
    storeOrigin(request.protocol, link, app.config.storeHost);
  const numberOf = (request: FastifyRequest) => (request.params as { number: number }).number;

  return {
    async ordersList(request: FastifyRequest) {
      const { store } = await currentTenant(app, request);
      if (!store) {
        return { ok: true as const, data: { orders: [], totalOrders: 0, newOrders: 0 } };
      }
      return {
        ok: true as const,
        data: await listOrders(app.db, store.id, request.query as OrderListQuery),
      };
    },

    async ordersGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      return {
        ok: true as const,
        data: await getOrder(app.db, store.id, numberOf(request), origin(request, store.link)),
      };
    },

    async ordersStatusUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const { status } = request.body as { status: OrderStatus };
      return {
        ok: true as const,
        data: await changeOrderStatus(
          app.db,
          store.id,
          numberOf(request),
          status,
          origin(request, store.link),
        ),
      };
    },
  };
}
