// GET /products/{id}: one product of the store with every form field and its media.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStore } from '../../tenancy/index.js';
import { productAnswer } from './answer.js';
import { mediaOf } from './media.js';
import { ownProduct } from './store.js';
import { variantsOf } from './variants.js';

/** Handler of `productsGet`. */
export function productsGet(app: FastifyInstance) {
  return async function get(request: FastifyRequest) {
    const { store } = await requireStore(app, request);
    const row = await ownProduct(app.db, store.id, (request.params as { id: string }).id);
    const variants = (await variantsOf(app.db, [row.id])).get(row.id) ?? [];
    return { ok: true as const, data: productAnswer(row, await mediaOf(app.db, row.id), variants) };
  };
}
