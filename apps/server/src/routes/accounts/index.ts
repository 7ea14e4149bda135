// PUT /accounts/update and PUT /accounts/store/update: the account profile and the store profile
// (multipart forms with an optional picture, checked and stored like product images).
import {
  findCountry,
  storeTimeZones,
  validatePersonalName,
  validateStoreName,
  validateStoreProfileLink,
} from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stores, users } from '../../db/schema.js';
import { nextStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { isUniqueViolation, requireStore } from '../../tenancy/index.js';
import { isLinkUnavailable, lockLinks, moveLink } from '../../db/store-links.js';
import { requireUser } from '../../auth/session.js';
import { formFiles } from '../../uploads/form.js';
import { keyOfUrl, mediaUrl, type StoredMedia } from '../../uploads/storage.js';
import { checkPhone } from './phone.js';

interface AccountBody {
  name: string;
  phone: string;
  phoneArea: string;
  picture?: string;
}

interface StoreBody {
  name: string;
  link: string;
  country: string;
  /** One of the country's time zones; absent: the saved one when it is the country's, else its default. */
  timeZone?: string;
  picture?: string;
}

const LINK_TAKEN = 'Error link is already used';

/** Handlers of the `/accounts` operations, by operationId. */
export function accountHandlers(app: FastifyInstance) {
  const storage = app.media;

  /** The new picture of a profile form, checked (PNG or JPEG, 5 MB) and stored; null without one. */
  async function storePicture(request: FastifyRequest, body: object): Promise<StoredMedia | null> {
    const [upload] = formFiles(request, body, ['picture'] as const).picture;
    if (!upload) return null;
    const checked = await storage.check(upload, ['png', 'jpeg']);
    const [stored] = await storage.commit([checked]);
    return stored ?? null;
  }

  return {
    async accountsUpdate(request: FastifyRequest) {
      const { userId } = await requireUser(app, request);
      const body = request.body as AccountBody;
      const nameError = validatePersonalName(body.name);
      if (nameError) throw new HttpError(400, nameError);
      checkPhone(body.phone, body.phoneArea);

      const picture = await storePicture(request, body);
      const key = picture?.key;
      try {
        const [before] = await app.db
          .select({ picture: users.picture })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        await app.db
          .update(users)
          .set({
            name: body.name.trim(),
            phone: body.phone || null,
            phoneArea: body.phoneArea || null,
            ...(key ? { picture: mediaUrl(key) } : {}),
          })
          .where(eq(users.id, userId));
        if (key) await storage.remove([keyOfUrl(before?.picture)]);
      } catch (err) {
        await storage.remove([key]);
        throw err;
      }
      return { ok: true as const };
    },

    async accountsStoreUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const body = request.body as StoreBody;
      const nameError = validateStoreName(body.name);
      if (nameError) throw new HttpError(400, nameError);
      const link = body.link.trim().toLowerCase();
      const linkCheck = validateStoreProfileLink(link);
      if (!linkCheck.ok) throw new HttpError(400, linkCheck.message);
      if (!findCountry(body.country)) {
        throw new HttpError(400, `${INVALID_REQUEST}: body/country is not a known country`);
      }
      // The store's days follow its time zone (issue 21): one of its country's, the saved one while
      // it is, else the country's default.
      const zones = storeTimeZones(body.country).map((zone) => zone.id);
      if (body.timeZone !== undefined && !zones.includes(body.timeZone)) {
        throw new HttpError(
          400,
          `${INVALID_REQUEST}: body/timeZone is not a time zone of the country`,
        );
      }
      const timeZone =
        body.timeZone ??
        (zones.includes(store.timeZone) ? store.timeZone : (zones[0] ?? store.timeZone));
      // The merchant chose the country when they changed it: it no longer follows the WhatsApp number.
      const countryChosen = store.countryChosen || body.country !== store.country;
      // Checked before the picture is stored, and again under the links' lock.
      if (await isLinkUnavailable(app.db, link, store.id)) throw new HttpError(409, LINK_TAKEN);

      const picture = await storePicture(request, body);
      const key = picture?.key;
      const previous = store.link.toLowerCase();
      try {
        await app.db.transaction(async (tx) => {
          await lockLinks(tx, [previous, link]);
          if (await isLinkUnavailable(tx, link, store.id)) throw new HttpError(409, LINK_TAKEN);
          await tx
            .update(stores)
            .set({
              name: body.name.trim(),
              link,
              country: body.country,
              countryChosen,
              timeZone,
              ...(picture
                ? {
                    picture: mediaUrl(picture.key),
                    pictureWidth: picture.width,
                    pictureHeight: picture.height,
                  }
                : {}),
              version: nextStoreVersion,
            })
            .where(eq(stores.id, store.id));
          // The link given up is held for a while before another store may take it.
          await moveLink(tx, store.id, previous, link);
        });
      } catch (err) {
        await storage.remove([key]);
        // Another store took the link between the check and the write.
        if (isUniqueViolation(err)) throw new HttpError(409, LINK_TAKEN);
        throw err;
      }
      if (key) await storage.remove([keyOfUrl(store.picture)]);
      return { ok: true as const };
    },
  };
}
