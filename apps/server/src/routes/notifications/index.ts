// GET /notifications and POST /notifications/read: the merchant's notifications (the store's, and the
// user's own from before they had a store), only those of this product (app `ecommerce` or `all`).
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notifications } from '../../db/schema.js';
import { currentTenant, isRowId, type Tenant } from '../../tenancy/index.js';

/** The contract's cap of the list. */
const MAX_LISTED = 1000;

const mine = ({ userId, store }: Tenant) =>
  store
    ? or(
        eq(notifications.storeId, store.id),
        and(isNull(notifications.storeId), eq(notifications.userId, userId)),
      )
    : and(isNull(notifications.storeId), eq(notifications.userId, userId));

/** Handlers of the `/notifications` operations, by operationId. */
export function notificationHandlers(app: FastifyInstance) {
  return {
    async notificationsList(request: FastifyRequest) {
      const tenant = await currentTenant(app, request);
      // Only the columns the answer has (the list is every screen's call; mapping whole rows was about
      // a fifth of its CPU in a profile at c=10).
      const rows = await app.db
        .select({
          id: notifications.id,
          message: notifications.message,
          type: notifications.type,
          status: notifications.status,
          source: notifications.source,
          app: notifications.app,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(and(mine(tenant), inArray(notifications.app, ['ecommerce', 'all'])))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(MAX_LISTED);
      return {
        ok: true as const,
        data: rows.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      };
    },

    async notificationsRead(request: FastifyRequest) {
      const tenant = await currentTenant(app, request);
      // Unknown ids and other stores' ids are ignored (the contract); ignored notifications stay ignored.
      const ids = (request.body as { ids: string[] }).ids.filter(isRowId);
      if (ids.length) {
        await app.db
          .update(notifications)
          .set({ status: 'readed' })
          .where(
            and(mine(tenant), inArray(notifications.id, ids), eq(notifications.status, 'unreaded')),
          );
      }
      return { ok: true as const };
    },
  };
}
