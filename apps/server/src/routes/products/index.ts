// The product calls, one module each: list (search, sort, paging), count, get, create, update, delete.
// Every query filters by the session's store; a product id of another store is answered 404 and nothing
// changes. Shared pieces: the form (form.ts), the answer (answer.ts), media, their limit, the files
// duplicates share and the quota (media.ts), the store-scoped queries (store.ts), search, slugs and the
// product limit.
import type { FastifyInstance } from 'fastify';
import { catalogHandlers } from './catalog/index.js';
import { productsCount } from './count.js';
import { productsCreate } from './create.js';
import { productsDelete } from './delete.js';
import { productsGet } from './get.js';
import { productsList } from './list.js';
import { productsUpdate } from './update.js';

/** Handlers of the `/products` operations, by operationId. */
export function productHandlers(app: FastifyInstance) {
  return {
    productsList: productsList(app),
    productsCount: productsCount(app),
    productsGet: productsGet(app),
    productsCreate: productsCreate(app),
    productsUpdate: productsUpdate(app),
    productsDelete: productsDelete(app),
    ...catalogHandlers(app),
  };
}
