// POST /stores/personalization/update: how the store looks on its storefront ('Mi tienda' →
// 'Personalización', issue 21): the accent colour of its buttons and links, checked against white text
// with @panel/domain's WCAG rule (the one the form checks before sending), and the line under its name.
import {
  normalizeHexColor,
  normalizeStoreDescription,
  validateAccentColor,
  validateStoreDescription,
} from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stores } from '../../db/schema.js';
import { nextStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { requireStore } from '../../tenancy/index.js';

interface PersonalizationBody {
  accent_color: string | null;
  description: string;
}

/** Handlers of the `/stores/personalization` operations, by operationId. */
export function personalizationHandlers(app: FastifyInstance) {
  return {
    async storesPersonalizationUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const body = request.body as PersonalizationBody;
      // The rules' own Spanish messages: the form shows the same words before sending.
      const colorProblem =
        body.accent_color === null ? null : validateAccentColor(body.accent_color);
      if (colorProblem) throw new HttpError(400, colorProblem);
      const descriptionProblem = validateStoreDescription(body.description);
      if (descriptionProblem) throw new HttpError(400, descriptionProblem);
      const accentColor = body.accent_color === null ? null : normalizeHexColor(body.accent_color);
      // The store pages show both: the version (their ETag and page cache key) moves in the same update.
      await app.db
        .update(stores)
        .set({
          accentColor,
          description: normalizeStoreDescription(body.description),
          version: nextStoreVersion,
        })
        .where(eq(stores.id, store.id));
      return { ok: true as const };
    },
  };
}
