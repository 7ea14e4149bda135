// GET /products/count: how many products the store has (0 before it has a store).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentTenant } from '../../tenancy/index.js';
import { productCount } from './store.js';

/** Handler of `productsCount`. */
export function productsCount(app: FastifyInstance) {
  return async function count(request: FastifyRequest) {
    const { store } = await currentTenant(app, request);
    return { ok: true as const, data: store ? await productCount(app.db, store.id) : 0 };
  };
}
