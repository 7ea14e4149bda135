// The storefront's reads: each page's view model (@panel/storefront's model) from one or two queries.
// Only published products of the store the Host names; never cost, utility, stock counts or the owner
// (a sold-out flag is computed in SQL, so the count never leaves the database).
import { toCents, whatsappNumber } from '@panel/domain';
import type {
  CartEntry,
  CartLine,
  ProductCard,
  ProductDetail,
  StoreCategory,
  StoreImage,
  StoreSummary,
} from '@panel/storefront';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../auth/db-errors.js';
import { productMedia, products, storeCheckouts, stores } from '../db/schema.js';
import { containsPattern } from '../routes/products/search.js';
import { isRowId } from '../tenancy/index.js';

/** Products a page of the store home shows. */
export const PAGE_SIZE = 24;
/** The quantity picker's ceiling: a fixed number, never the stock count. */
export const MAX_PICK = 999;

/** The store of a host with what every page needs. */
export interface StoreRow {
  id: string;
  name: string;
  link: string;
  country: string;
  /** The pages' ETag: moves with every change that shows on the storefront (db/store-version.ts). */
  version: number;
  summary: StoreSummary;
  /** Distinct categories of published products (home only). */
  categories: StoreCategory[];
}

/**
 * Where pictures come from. The panel host's public media route serves every stored upload (with ranges,
 * for videos); the store pages' CSP allows that origin for images and media. Sizes are not stored yet:
 * pictures are shown in square boxes (CSS aspect-ratio), so the nominal size only sets the ratio.
 * TODO(integrator): when the uploads module lands, build `src`/`srcSet`/`width`/`height`/`preview` from
 * its `{src, srcSet, width, height, previewJpeg}` for the key here — every page goes through this.
 */
export function imageFor(mediaOrigin: string, key: string | null): StoreImage | null {
  if (!key) return null;
  return {
    src: `${mediaOrigin}/api/v2/media/${encodeURIComponent(key)}`,
    srcSet: '',
    width: 800,
    height: 800,
    preview: null,
  };
}

const soldOutSql = sql<boolean>`(${products.manageStock} and not ${products.sellWithoutStock} and ${products.quantity} <= 0)`;

const firstPicture = sql<string | null>`(select ${productMedia.key} from ${productMedia}
  where ${productMedia.productId} = ${products.id} and ${productMedia.kind} = 'image'
  order by ${productMedia.position} limit 1)`;

const published = (storeId: string) =>
  and(eq(products.storeId, storeId), eq(products.status, 'published'));

/** The store a link names (lower-cased, as the unique index), with its checkout; one query. */
export async function readStore(
  db: Executor,
  link: string,
  origin: string,
  mediaOrigin: string,
  withCategories = false,
): Promise<StoreRow | null> {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      link: stores.link,
      picture: stores.picture,
      country: stores.country,
      version: stores.version,
      checkoutType: storeCheckouts.type,
      phone: storeCheckouts.phone,
      phoneArea: storeCheckouts.phoneArea,
      categories: withCategories
        ? sql<
            string[] | null
          >`(select array_agg(distinct ${products.categoryId} order by ${products.categoryId})
            from ${products} where ${products.storeId} = ${stores.id}
            and ${products.status} = 'published' and ${products.categoryId} is not null
            and ${products.categoryId} <> '')`
        : sql<null>`null`,
    })
    .from(stores)
    .leftJoin(storeCheckouts, eq(storeCheckouts.storeId, stores.id))
    .where(sql`lower(${stores.link}) = ${link}`)
    .limit(1);
  if (!row) return null;
  const takingOrders =
    row.checkoutType === 'whatsapp' &&
    whatsappNumber(row.phoneArea ?? '', row.phone ?? '') !== null;
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    country: row.country,
    version: Number(row.version),
    summary: {
      name: row.name,
      link: row.link,
      origin,
      picture: row.picture ? pictureOf(mediaOrigin, row.picture) : null,
      takingOrders,
    },
    categories: (row.categories ?? []).map((id) => ({ id, name: id })),
  };
}

/** The store's picture column holds a media key or an absolute URL (Google avatars, older rows). */
function pictureOf(mediaOrigin: string, picture: string): StoreImage | null {
  if (/^https?:\/\//.test(picture)) {
    return { src: picture, srcSet: '', width: 160, height: 160, preview: null };
  }
  return imageFor(mediaOrigin, picture);
}

/** One page of the home's cards (search `q` as the panel's: accent- and case-insensitive). */
export async function readHomeProducts(
  db: Executor,
  storeId: string,
  mediaOrigin: string,
  options: { query: string; categoryId: string | null; page: number },
): Promise<{ cards: ProductCard[]; total: number }> {
  const filters = [published(storeId)];
  if (options.query)
    filters.push(sql`${products.nameSearch} like ${containsPattern(options.query)}`);
  if (options.categoryId) filters.push(eq(products.categoryId, options.categoryId));
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      price: products.retailPrice,
      soldOut: soldOutSql,
      picture: firstPicture,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(and(...filters))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(PAGE_SIZE)
    .offset((options.page - 1) * PAGE_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    cards: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: Number(row.price),
      soldOut: Boolean(row.soldOut),
      picture: imageFor(mediaOrigin, row.picture),
    })),
  };
}

/** A published product by slug with its pictures and video (one query), or null. */
export async function readProduct(
  db: Executor,
  storeId: string,
  slug: string,
  mediaOrigin: string,
): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.retailPrice,
      wholesaleAllowed: products.wholesaleAllowed,
      wholesalePrice: products.wholesalePrice,
      soldOut: soldOutSql,
      media: sql<Array<{
        key: string;
        kind: string;
      }> | null>`(select json_agg(json_build_object('key', ${productMedia.key}, 'kind', ${productMedia.kind}) order by ${productMedia.position})
        from ${productMedia} where ${productMedia.productId} = ${products.id})`,
    })
    .from(products)
    .where(and(published(storeId), eq(products.slug, slug)))
    .limit(1);
  if (!row) return null;
  const media = row.media ?? [];
  const pictures = media
    .filter((m) => m.kind === 'image')
    .map((m) => imageFor(mediaOrigin, m.key))
    .filter((image): image is StoreImage => image !== null);
  const video = media.find((m) => m.kind === 'video');
  const wholesale =
    row.wholesaleAllowed && row.wholesalePrice !== null ? Number(row.wholesalePrice) : null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    picture: pictures[0] ?? null,
    pictures,
    video: video ? { src: `${mediaOrigin}/api/v2/media/${encodeURIComponent(video.key)}` } : null,
    soldOut: Boolean(row.soldOut),
    wholesalePrice: wholesale !== null && wholesale > 0 ? wholesale : null,
    maxQuantity: MAX_PICK,
  };
}

/**
 * The cart's lines priced from the database (one query): entries of unknown, hidden or draft products
 * are dropped; the order of the cookie is kept.
 */
export async function readCartLines(
  db: Executor,
  storeId: string,
  entries: readonly CartEntry[],
  mediaOrigin: string,
): Promise<CartLine[]> {
  const ids = entries.map((e) => e.productId).filter(isRowId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      price: products.retailPrice,
      soldOut: soldOutSql,
      picture: firstPicture,
    })
    .from(products)
    .where(and(published(storeId), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.flatMap((entry) => {
    const row = byId.get(entry.productId);
    if (!row) return [];
    const unitPrice = Number(row.price);
    return [
      {
        productId: row.id,
        slug: row.slug,
        name: row.name,
        picture: imageFor(mediaOrigin, row.picture),
        unitPrice,
        quantity: entry.quantity,
        subtotal: (toCents(unitPrice) * entry.quantity) / 100,
        soldOut: Boolean(row.soldOut),
      },
    ];
  });
}

/** Slugs and last changes of the published products, for sitemap.xml (at most 50,000 URLs). */
export async function readSitemap(db: Executor, storeId: string) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(published(storeId))
    .orderBy(asc(products.slug))
    .limit(49_999);
}
