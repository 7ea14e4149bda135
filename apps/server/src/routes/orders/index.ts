// GET /orders, GET /orders/{number}, POST /orders/{number}/status: the store's orders ('Pedidos'),
// always of the session's store; the list and the order carry the sale's breakdown and payment (issue 23).
import type { OrderStatus } from '@panel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeOrderStatus,
  getOrder,
  getOrderSale,
  listPanelOrders,
  storeOrigin,
  type PanelOrderListQuery,
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
        return {
          ok: true as const,
          data: { orders: [], totalOrders: 0, newOrders: 0, unconfirmedOrders: 0 },
        };
      }
      return {
        ok: true as const,
        data: await listPanelOrders(app.db, store.id, request.query as PanelOrderListQuery),
      };
    },

    async ordersGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const number = numberOf(request);
      // The sale's snapshot (issue 23) beside manage.ts's order: its breakdown and the chosen payment.
      const order = await getOrder(app.db, store.id, number, origin(request, store.link));
      return {
        ok: true as const,
        data: { ...order, ...(await getOrderSale(app.db, store.id, number)) },
      };
    },

    async ordersStatusUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const { status } = request.body as { status: OrderStatus };
      const number = numberOf(request);
      const order = await changeOrderStatus(
        app.db,
        store.id,
        number,
        status,
        origin(request, store.link),
      );
      return {
        ok: true as const,
        data: { ...order, ...(await getOrderSale(app.db, store.id, number)) },
      };
    },
  };
}
