// GET /api/v2/config (configGet): the public runtime settings the browser app reads at start.
import type { Config } from '../../config.js';

/** Handlers of the `/config` operations, by operationId. */
export function configHandlers(config: Config) {
  const data = {
    storeHost: config.storeHost,
    googleClientId: config.google.clientId,
    analytics: config.analytics,
    productsLimit: config.productsLimit,
  };
  return {
    async configGet() {
      return { ok: true as const, data };
    },
  };
}
