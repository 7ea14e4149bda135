// GET /stores (storesGet): the signed-in user's store with its configuration and currencies.
import { currencyOf } from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeConfigurations, storeCurrencies } from '../../db/schema.js';
import { requireStore } from '../../tenancy/index.js';

/** Handlers of the `/stores` operation, by operationId. */
export function storeHandlers(app: FastifyInstance) {
  return {
    async storesGet(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const [[configuration], [currencies]] = await Promise.all([
        app.db
          .select()
          .from(storeConfigurations)
          .where(eq(storeConfigurations.storeId, store.id))
          .limit(1),
        app.db.select().from(storeCurrencies).where(eq(storeCurrencies.storeId, store.id)).limit(1),
      ]);
      return {
        ok: true as const,
        data: {
          id: store.id,
          name: store.name,
          link: store.link,
          picture: store.picture,
          country: store.country,
          countryChosen: store.countryChosen,
          timeZone: store.timeZone,
          owner_id: store.ownerId,
          accent_color: store.accentColor,
          description: store.description,
          configuration: configuration
            ? {
                id: configuration.id,
                store_id: configuration.storeId,
                // The store's currency follows its country (issue 21).
                currency: currencyOf(store.country) ?? configuration.currency,
              }
            : null,
          currencies: currencies
            ? {
                id: currencies.id,
                store_id: currencies.storeId,
                currencies: currencies.currencies,
                // `main` is required by the contract: the first currency, else the store's currency.
                main:
                  currencies.main ?? currencies.currencies[0] ?? configuration?.currency ?? 'USD',
              }
            : null,
        },
      };
    },
  };
}
