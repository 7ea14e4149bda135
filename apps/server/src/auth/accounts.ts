// The user side of sign-in and onboarding: Google account linking, the personal-info and store-info steps
// (spec §2.5–§2.6, §4) and what `auth/user-info` reads.
import {
  normalizeStoreLink,
  storeTimeZoneFor,
  validatePersonalName,
  validateStoreLink,
  validateStoreName,
} from '@panel/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  notifications,
  sessions,
  storeConfigurations,
  storeCurrencies,
  stores,
  users,
} from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { isUniqueViolation } from '../db/errors.js';
import { INVALID_GOOGLE_TOKEN, type GoogleIdentity } from './google.js';
import { isLinkHeld, lockLinks } from '../db/store-links.js';
import {
  createSessionToken,
  firstStoreIdOfSessionUser,
  sessionColumns,
  sessionLookup,
  sessionOfTokenHash,
} from './session.js';

/** A signed-in account and its new session token. */
export interface SignIn {
  userId: string;
  /** The account still has onboarding to do (the contract's `isNewUser`). */
  isNewUser: boolean;
  sessionToken: string;
}

const userColumns = {
  id: users.id,
  onboardingLevel: users.onboardingLevel,
  googleSub: users.googleSub,
};

/**
 * Signs in with a verified Google identity: the account of its `sub`; else, on the first Google sign-in,
 * the account of its verified e-mail (which gets linked to the `sub`); else a new account, with Google's
 * name and picture (level '2', straight to the store step) or without a name (level '1').
 * An address already linked to another Google account is refused.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity): Promise<SignIn> {
  const attempt = () =>
    db.transaction(async (tx): Promise<SignIn> => {
      let [user] = await tx
        .select(userColumns)
        .from(users)
        .where(eq(users.googleSub, identity.sub))
        .limit(1)
        .for('update');
      if (!user) {
        [user] = await tx
          .select(userColumns)
          .from(users)
          .where(eq(users.email, identity.email))
          .limit(1)
          .for('update');
        // Each statement sees what committed before it: a parallel first sign-in of this same Google
        // account may have created or linked the row since the look-up by `sub` above.
        if (user && user.googleSub !== identity.sub) {
          if (user.googleSub !== null) throw new HttpError(400, INVALID_GOOGLE_TOKEN);
          await tx
            .update(users)
            .set({
              googleSub: identity.sub,
              picture: sql`coalesce(${users.picture}, ${identity.picture})`,
            })
            .where(eq(users.id, user.id));
        }
      }
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            email: identity.email,
            googleSub: identity.sub,
            name: identity.name,
            picture: identity.picture,
            onboardingLevel: identity.name ? '2' : '1',
          })
          .returning(userColumns);
        if (!user) throw new Error('user insert returned no row');
      }
      const sessionToken = await createSessionToken(tx, user.id);
      return { userId: user.id, isNewUser: user.onboardingLevel !== '3', sessionToken };
    });
  try {
    return await attempt();
  } catch (err) {
    // Two first sign-ins of one account at once: the loser's insert hits a unique index; run again, it
    // now finds the winner's row.
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

/** Onboarding step 1: saves the name (the @panel/domain rule) and moves level '1' to '2'. */
export async function submitPersonalInfo(db: Db, userId: string, rawName: string): Promise<void> {
  const problem = validatePersonalName(rawName);
  if (problem) throw new HttpError(400, problem);
  await db
    .update(users)
    .set({
      name: rawName.trim(),
      onboardingLevel: sql`CASE WHEN ${users.onboardingLevel} IN ('0', '1') THEN '2' ELSE ${users.onboardingLevel} END`,
    })
    .where(eq(users.id, userId));
}

export interface StoreInfo {
  storeName: string;
  storeLink: string;
}

/** Welcome text of a new store's first notification. */
export const welcomeMessage = (storeName: string) =>
  `¡Bienvenido a Panel! Tu tienda «${storeName}» ya está creada: agrega tus productos y personaliza tu checkout.`;

/**
 * Onboarding step 2: checks the name and link with the rules of @panel/domain, then creates the store, its
 * configuration and currencies and a welcome notification, and moves the level to '3' — in one
 * transaction. The unique index on lower(link) decides between concurrent claims of one link: the loser's
 * insert fails and answers 409 `LINK_IS_TAKEN`.
 */
export async function submitStoreInfo(
  db: Db,
  userId: string,
  info: StoreInfo,
  productsLimit: number,
): Promise<void> {
  const problem = validateStoreName(info.storeName) ?? validateStoreLink(info.storeLink);
  if (problem) throw new HttpError(400, problem);
  const name = info.storeName.trim();
  const link = normalizeStoreLink(info.storeLink);
  try {
    await db.transaction(async (tx) => {
      // Locks the user: two submissions of one user cannot both create a store.
      const [user] = await tx
        .select({ level: users.onboardingLevel, country: users.country })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .for('update');
      if (!user) throw new HttpError(401, 'Not authenticated');
      if (user.level === '3') throw new HttpError(400, 'Invalid request: the store already exists');
      if (user.level !== '2') throw new HttpError(400, 'Invalid request: personal info is pending');
      // A link another store gave up is held for a while (db/store-links.ts).
      await lockLinks(tx, [link]);
      if (await isLinkHeld(tx, link, null)) throw new HttpError(409, 'LINK_IS_TAKEN');
      const [store] = await tx
        .insert(stores)
        .values({
          name,
          link,
          country: user.country,
          timeZone: storeTimeZoneFor(user.country),
          ownerId: userId,
          productsLimit,
        })
        .returning({ id: stores.id });
      if (!store) throw new Error('store insert returned no row');
      await tx.insert(storeConfigurations).values({ storeId: store.id, currency: 'USD' });
      await tx
        .insert(storeCurrencies)
        .values({ storeId: store.id, currencies: ['USD'], main: 'USD' });
      await tx.insert(notifications).values({
        storeId: store.id,
        userId,
        message: welcomeMessage(name),
        type: 'success',
        source: 'personalization',
        app: 'ecommerce',
      });
      await tx.update(users).set({ onboardingLevel: '3' }).where(eq(users.id, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stores_link_lower_key')) throw new HttpError(409, 'LINK_IS_TAKEN');
    throw err;
  }
}

type UserRow = typeof users.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
type ConfigurationRow = typeof storeConfigurations.$inferSelect;

/**
 * Reads, beside the session of a token, everything `auth/user-info` answers: the user, their first store
 * and its configuration — one query (see currentSessionWith).
 */
export const userInfoOfSession = sessionLookup('user_info_of_session', (db) =>
  db
    .select({
      session: sessionColumns,
      user: users,
      store: stores,
      configuration: storeConfigurations,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(stores, sql`${stores.id} = ${firstStoreIdOfSessionUser}`)
    .leftJoin(storeConfigurations, eq(storeConfigurations.storeId, stores.id))
    .where(sessionOfTokenHash)
    .limit(1),
);

/** The `data` of `auth/user-info` from the rows {@link userInfoOfSession} read. */
export function userInfoAnswer(
  user: UserRow,
  store: StoreRow | null,
  configuration: ConfigurationRow | null,
) {
  return {
    user: {
      id: user.id,
      name: user.name ?? '',
      email: user.email,
      picture: user.picture,
      country: user.country,
      phone: user.phone,
      phoneArea: user.phoneArea,
    },
    store: store
      ? {
          id: store.id,
          name: store.name,
          link: store.link,
          picture: store.picture,
          country: store.country,
          owner_id: store.ownerId,
        }
      : null,
    storeConfiguration: configuration
      ? { id: configuration.id, store_id: configuration.storeId, currency: configuration.currency }
      : null,
    userOnboarding: { level: user.onboardingLevel },
  };
}
