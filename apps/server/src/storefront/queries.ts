// The storefront's reads: each page's view model (@panel/storefront's model) from one or two queries.
// Only published products of the store the Host names; never cost, utility, stock counts or the owner
// (a sold-out flag is computed in SQL, so the count never leaves the database).
import {
  currencyOf,
  toCents,
  unitPriceCents,
  variantLabel,
  whatsappNumber,
  wholesaleOffer,
  type WholesaleTerms,
} from '@panel/domain';
import type {
  CartEntry,
  CartLine,
  ProductCard,
  ProductDetail,
  StoreCategory,
  StoreImage,
  StoreSummary,
  StoreVariant,
} from '@panel/storefront';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/errors.js';
import { products, productVariants, storeCheckouts, stores } from '../db/schema.js';
import { wordsMatch } from '../db/search.js';
import { isRowId } from '../tenancy/index.js';
import { keyOfUrl, mediaUrl } from '../uploads/storage.js';
import { isPictureKey, isVideoKey, pictureUrls, posterUrl } from '../uploads/variants.js';

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
}

/** A stored media row as the queries read it: its key and, for a picture, its pixel size. */
interface MediaRef {
  key: string;
  width: number | null;
  height: number | null;
}

/**
 * A stored picture as the pages show it, from the panel host's public media route (the store pages' CSP
 * allows that origin for images and media): the WebP sizes made at upload as `srcset`, the 640 px size
 * as `src`, its real size, and the link-preview JPEG. A picture whose sizes are not made yet (width
 * unknown until uploads/backfill.ts reaches it) is shown as stored, in its square box (CSS aspect-ratio),
 * with no preview.
 */
export function imageFor(mediaOrigin: string, media: MediaRef | null): StoreImage | null {
  if (!media) return null;
  if (!isPictureKey(media.key) || !media.width || !media.height) {
    return { src: `${mediaOrigin}${mediaUrl(media.key)}`, srcSet: '', width: 800, height: 800 };
  }
  const urls = pictureUrls(media.key, media.width, media.height);
  return {
    src: `${mediaOrigin}${urls.src}`,
    srcSet: urls.srcSet
      .split(', ')
      .map((entry) => `${mediaOrigin}${entry}`)
      .join(', '),
    width: urls.width,
    height: urls.height,
    preview: {
      src: `${mediaOrigin}${urls.previewJpeg}`,
      width: urls.previewWidth,
      height: urls.previewHeight,
    },
  };
}

// 'Agotado' in SQL, the one rule of the home's cards, the product page (the product and each variant) and
// the cart's lines: @panel/domain's isSoldOut, so the stock count never leaves the database
// (test/storefront.test.ts checks that the two agree, and that the three pages agree on a product with
// options). Columns are spelled out: these fragments go inside drizzle selects (which leave a one-table
// select's columns unqualified) and correlated subqueries alike; `products` is the product's row.
/** Stock is counted and the product does not sell without it: isSoldOut's first two terms. */
const managedSql = sql`("products"."manage_stock" and not "products"."sell_without_stock")`;
/** A variant (`alias`: its row's name in the query) of the product in `products` has no unit left. */
const variantSoldOutSql = (alias: string) =>
  sql<boolean>`(${managedSql} and coalesce(${sql.raw(`"${alias}"`)}."quantity", 0) <= 0)`;
/**
 * The product in `products` sold out: with options (issue 22) when no offered variant is for sale (all
 * sold out, or none offered: the page has nothing to choose and the cart takes none); else isSoldOut.
 */
const soldOutSql = sql<boolean>`(CASE WHEN jsonb_array_length("products"."options") > 0
  THEN NOT EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = "products"."id"
    AND pv.available AND NOT ${variantSoldOutSql('pv')})
  ELSE ${managedSql} AND coalesce("products"."quantity", 0) <= 0 END)`;

// Correlated subqueries are written out: inside a select's sql, drizzle names columns without their table
// ("id"), which in a subquery would mean the subquery's own table.
const firstPicture = sql<MediaRef | null>`(select json_build_object('key', pm.key,
  'width', pm.width, 'height', pm.height) from product_media pm
  where pm.product_id = "products"."id" and pm.kind = 'image'
  order by pm.position limit 1)`;

const published = (storeId: string) =>
  and(eq(products.storeId, storeId), eq(products.status, 'published'));

/** The store a link names (lower-cased, as the unique index), with its checkout; one indexed query. */
export async function readStore(
  db: Executor,
  link: string,
  origin: string,
  mediaOrigin: string,
): Promise<StoreRow | null> {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      link: stores.link,
      picture: stores.picture,
      pictureWidth: stores.pictureWidth,
      pictureHeight: stores.pictureHeight,
      country: stores.country,
      timeZone: stores.timeZone,
      accentColor: stores.accentColor,
      description: stores.description,
      version: stores.version,
      checkoutType: storeCheckouts.type,
      phone: storeCheckouts.phone,
      phoneArea: storeCheckouts.phoneArea,
    })
    .from(stores)
    .leftJoin(storeCheckouts, eq(storeCheckouts.storeId, stores.id))
    .where(sql`lower(${stores.link}) = ${link}`)
    .limit(1);
  if (!row) return null;
  const whatsapp =
    row.checkoutType === 'whatsapp' ? whatsappNumber(row.phoneArea ?? '', row.phone ?? '') : null;
  const takingOrders = whatsapp !== null;
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
      picture: pictureOf(mediaOrigin, row.picture, row.pictureWidth, row.pictureHeight),
      takingOrders,
      currency: currencyOf(row.country),
      country: row.country,
      timeZone: row.timeZone,
      accentColor: row.accentColor,
      description: row.description,
      whatsapp,
    },
  };
}

/** The store's picture column holds one of our media URLs or an absolute URL (a Google avatar). */
function pictureOf(
  mediaOrigin: string,
  picture: string | null,
  width: number | null,
  height: number | null,
): StoreImage | null {
  if (!picture) return null;
  const key = keyOfUrl(picture);
  if (key) return imageFor(mediaOrigin, { key, width, height });
  if (/^https:\/\//.test(picture)) return { src: picture, srcSet: '', width: 160, height: 160 };
  return null;
}

/** A page of the store home: the categories of its filter, the one chosen, its cards and their count. */
export interface HomePage {
  /** The store's categories that have a published product, by name. */
  categories: StoreCategory[];
  /** The category asked for when it is one of `categories`, else null (all products). */
  categoryId: string | null;
  cards: ProductCard[];
  /** Products matching the search and category, over all pages. */
  total: number;
}

/**
 * A page of the store home in one query (a cached page's miss costs it and the store's lookup): the
 * filter's categories, the category asked for if it is one of them, the count of matching products and
 * one page of cards (search `q` as the panel's: accent- and case-insensitive). The page is cut before its
 * rows look up their first picture: 24 lookups, not one per published product.
 */
export async function readHomePage(
  db: Executor,
  storeId: string,
  mediaOrigin: string,
  options: { query: string; categoryId: string | null; page: number },
): Promise<HomePage> {
  const wanted = options.categoryId && isRowId(options.categoryId) ? options.categoryId : null;
  const words = wordsMatch(products.nameSearch, options.query);
  const result = (await db.execute(sql`
    with shown as (
      select c.id, c.name from categories c
      where c.store_id = ${storeId} and exists (select 1 from products p
        where p.category_id = c.id and p.store_id = ${storeId} and p.status = 'published')
    ),
    chosen as (select id from shown where id = ${wanted}),
    matching as (
      select ${products.id} as id, ${products.slug} as slug, ${products.name} as name,
        ${products.retailPrice} as price, ${products.createdAt} as created_at, ${soldOutSql} as sold_out,
        jsonb_array_length(${products.options}) > 0 as has_options
      from ${products}
      where ${and(published(storeId), ...words)}
        and ((select id from chosen) is null or ${products.categoryId} = (select id from chosen))
    ),
    page as (
      select * from matching order by created_at desc, id
      limit ${PAGE_SIZE} offset ${(options.page - 1) * PAGE_SIZE}
    ),
    -- A card of a product with options (issue 22): its offered variants' lowest and highest prices (a
    -- variant without its own price has the product's), for the page's products only.
    priced as (
      select page.*, offered.low, offered.high from page
      left join lateral (select min(coalesce(pv.price, page.price)) as low,
          max(coalesce(pv.price, page.price)) as high
        from product_variants pv where pv.product_id = page.id and pv.available) offered
        on page.has_options
    )
    select
      (select coalesce(json_agg(json_build_object('id', id, 'name', name)), '[]'::json) from shown)
        as categories,
      (select id from chosen) as category_id,
      (select count(*) from matching) as total,
      (select coalesce(json_agg(json_build_object('id', page.id, 'slug', page.slug,
        'name', page.name, 'price', coalesce(page.low, page.price),
        'priceFrom', page.high > page.low, 'soldOut', page.sold_out,
        'picture', (select json_build_object('key', pm.key, 'width', pm.width, 'height', pm.height)
          from product_media pm where pm.product_id = page.id and pm.kind = 'image'
          order by pm.position limit 1))
        order by page.created_at desc, page.id), '[]'::json) from priced page) as cards
  `)) as unknown as {
    rows: {
      categories: Json<StoreCategory[]>;
      category_id: string | null;
      total: number | string;
      cards: Json<
        (Omit<ProductCard, 'picture' | 'price' | 'priceFrom'> & {
          price: number | string;
          priceFrom: boolean | null;
          picture: MediaRef | null;
        })[]
      >;
    }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('the home page query answered no row');
  return {
    categories: json(row.categories).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    categoryId: row.category_id,
    total: Number(row.total),
    cards: json(row.cards).map((card) => ({
      id: card.id,
      slug: card.slug,
      name: card.name,
      price: Number(card.price),
      ...(card.priceFrom ? { priceFrom: true } : {}),
      soldOut: Boolean(card.soldOut),
      picture: imageFor(mediaOrigin, card.picture),
    })),
  };
}

/** A json column as a driver answers it: parsed (node-postgres, PGlite) or, in case, as text. */
type Json<T> = T | string;
const json = <T>(value: Json<T>): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** An offered variant as readProduct's query answers it (json: the price is a number or text). */
interface VariantRow {
  id: string;
  values: string[];
  price: number | string | null;
  soldOut: boolean;
  mediaId: string | null;
}
/** readProduct's variants: null for a product without options or none offered. */
type VariantsJson = Json<VariantRow[]> | null;

/** A published product (any status with `anyStatus`) by slug with its pictures, video and offered variants (one query), or null. */
export async function readProduct(
  db: Executor,
  storeId: string,
  slug: string,
  mediaOrigin: string,
  /** `anyStatus`: drafts and hidden products too, for the merchant's preview (never a store host's page). */
  options: { anyStatus?: boolean } = {},
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
      wholesaleMinQuantity: products.wholesaleMinQuantity,
      soldOut: soldOutSql,
      options: products.options,
      // The offered variants (issue 22) in the same statement: a page's miss is the store's lookup and
      // this query, with options or without (test/storefront.test.ts counts them).
      variants: sql<VariantsJson>`(CASE WHEN jsonb_array_length("products"."options") > 0
        THEN (SELECT json_agg(json_build_object('id', pv.id, 'values', pv.values, 'price', pv.price,
            'soldOut', ${variantSoldOutSql('pv')}, 'mediaId', pv.media_id) ORDER BY pv.position)
          FROM product_variants pv WHERE pv.product_id = "products"."id" AND pv.available) END)`,
      media: sql<Array<
        MediaRef & { id: string; kind: string }
      > | null>`(select json_agg(json_build_object(
          'id', pm.id, 'key', pm.key, 'kind', pm.kind, 'width', pm.width, 'height', pm.height)
          order by pm.position)
        from product_media pm where pm.product_id = "products"."id")`,
    })
    .from(products)
    .where(
      and(
        options.anyStatus ? eq(products.storeId, storeId) : published(storeId),
        eq(products.slug, slug),
      ),
    )
    .limit(1);
  if (!row) return null;
  const media = row.media ?? [];
  const pictures = media
    .filter((m) => m.kind === 'image')
    .map((m) => imageFor(mediaOrigin, m))
    .filter((image): image is StoreImage => image !== null);
  const video = media.find((m) => m.kind === 'video');
  // Shown only when it is applied (issue 21): with its minimum quantity, the rule the order uses.
  const wholesale = wholesaleOffer(termsOf(row));
  const variantRows = row.variants === null ? [] : json(row.variants);
  const variants: StoreVariant[] = variantRows.map((v) => {
    const picture = v.mediaId ? media.find((m) => m.id === v.mediaId && m.kind === 'image') : null;
    return {
      id: v.id,
      values: v.values,
      label: variantLabel(row.options, v.values),
      price: Number(v.price ?? row.price),
      // Only whether it sold out: the count never leaves the database.
      soldOut: Boolean(v.soldOut),
      picture: picture ? imageFor(mediaOrigin, picture) : null,
    };
  });
  const offeredValues = row.options.map(
    (_, i) => new Set(variants.map((v) => v.values[i]).filter((v) => v !== undefined)),
  );
  return {
    options: row.options.map((option, i) => ({
      name: option.name,
      values: option.values.map((value) => ({
        value,
        offered: offeredValues[i]?.has(value) ?? false,
      })),
    })),
    variants,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    picture: pictures[0] ?? null,
    pictures,
    video: video
      ? {
          src: `${mediaOrigin}${mediaUrl(video.key)}`,
          poster:
            video.width && video.height && isVideoKey(video.key)
              ? `${mediaOrigin}${posterUrl(video.key, video.width, video.height)}`
              : null,
        }
      : null,
    soldOut: Boolean(row.soldOut),
    wholesalePrice: wholesale?.price ?? null,
    wholesaleMinQuantity: wholesale?.minQuantity ?? null,
    maxQuantity: MAX_PICK,
  };
}

/** A product row's prices as @panel/domain's wholesale rule reads them. */
function termsOf(row: {
  price: string;
  wholesaleAllowed: boolean;
  wholesalePrice: string | null;
  wholesaleMinQuantity: number | null;
}): WholesaleTerms {
  return {
    retailPrice: Number(row.price),
    wholesaleAllowed: row.wholesaleAllowed,
    wholesalePrice: row.wholesalePrice === null ? null : Number(row.wholesalePrice),
    wholesaleMinQuantity: row.wholesaleMinQuantity,
  };
}

/** A cart read from the database: its available lines, and what it held that is not available. */
export interface CartRead {
  lines: CartLine[];
  /** Entries dropped: a product of the store that is no longer published by name, else null. */
  removed: Array<string | null>;
}

/**
 * The cart's lines priced from the database (one query), in the order of the cookie. Entries of unknown,
 * hidden or draft products are dropped and reported: the customer added them when they were published,
 * so naming the product tells them nothing new (an unknown id, deleted or made up, is not named).
 */
export async function readCartLines(
  db: Executor,
  storeId: string,
  entries: readonly CartEntry[],
  mediaOrigin: string,
): Promise<CartRead> {
  // The lines' variants (issue 22), offered ones of these products, with their own picture if any.
  const variantIds = entries.flatMap((e) =>
    e.variantId !== undefined && isRowId(e.variantId) ? [e.variantId] : [],
  );
  const variantRows =
    variantIds.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            values: productVariants.values,
            price: productVariants.price,
            soldOut: variantSoldOutSql('product_variants'),
            picture: sql<MediaRef | null>`(select json_build_object('key', pm.key,
              'width', pm.width, 'height', pm.height) from product_media pm
              where pm.id = ${productVariants.mediaId} and pm.kind = 'image')`,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            and(
              eq(productVariants.storeId, storeId),
              eq(productVariants.available, true),
              inArray(productVariants.id, variantIds),
            ),
          );
  const variantById = new Map(variantRows.map((row) => [row.id, row]));
  // A line of a variant may come by the variant's id alone (the cookie's `~vid`): its product is the
  // variant's.
  const ids = [
    ...new Set([...entries.map((e) => e.productId), ...variantRows.map((row) => row.productId)]),
  ].filter(isRowId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            status: products.status,
            price: products.retailPrice,
            wholesaleAllowed: products.wholesaleAllowed,
            wholesalePrice: products.wholesalePrice,
            wholesaleMinQuantity: products.wholesaleMinQuantity,
            soldOut: soldOutSql,
            picture: firstPicture,
            options: products.options,
          })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const removed: Array<string | null> = [];
  const lines = entries.flatMap((entry): CartLine[] => {
    const variant = entry.variantId === undefined ? undefined : variantById.get(entry.variantId);
    const row = byId.get(entry.productId || (variant?.productId ?? ''));
    const hasOptions = row !== undefined && row.options.length > 0;
    // A product with options is in a cart by an offered variant of its own; one without, by none.
    const variantOk = hasOptions
      ? variant !== undefined && variant.productId === row.id
      : entry.variantId === undefined;
    if (!row || row.status !== 'published' || !variantOk) {
      removed.push(row?.name ?? null);
      return [];
    }
    // Priced as the order will be (orders/create.ts): the wholesale price from its minimum quantity on,
    // over the variant's own price when it has one.
    const terms = termsOf(row);
    const retail = variant?.price ?? row.price;
    const unitCents = unitPriceCents({ ...terms, retailPrice: Number(retail) }, entry.quantity);
    const unitPrice = unitCents / 100;
    return [
      {
        productId: row.id,
        ...(variant
          ? { variantId: variant.id, variant: variantLabel(row.options, variant.values) }
          : {}),
        slug: row.slug,
        name: row.name,
        picture: imageFor(mediaOrigin, variant?.picture ?? row.picture),
        unitPrice,
        quantity: entry.quantity,
        subtotal: (unitCents * entry.quantity) / 100,
        wholesale: unitCents < toCents(Number(retail)),
        soldOut: Boolean(variant ? variant.soldOut : row.soldOut),
      },
    ];
  });
  return { lines, removed };
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

/**
 * The variant a product page shows (issue 22): the one the choice names (`values`: the form's options,
 * without JavaScript; else `v`, the URL's `?v=`); without a choice, the first offered variant in stock,
 * else the first offered. Null for a product without options, or a choice no offered variant matches.
 */
export function pickVariant(
  product: ProductDetail,
  choice: { v?: string; values?: readonly (string | undefined)[] },
): StoreVariant | null {
  const variants = product.variants ?? [];
  if ((product.options ?? []).length === 0) return null;
  const values = choice.values ?? [];
  if (values.some((value) => value !== undefined)) {
    return (
      variants.find((variant) => variant.values.every((value, i) => value === values[i])) ?? null
    );
  }
  const named = choice.v ? variants.find((variant) => variant.id === choice.v) : undefined;
  return named ?? variants.find((variant) => !variant.soldOut) ?? variants[0] ?? null;
}

/**
 * The variant a form post names by its options' values (no JavaScript: `opcion0`…), for a published
 * product of the store: its slug, whether it has options, and the offered variant with exactly those
 * values (null when none).
 */
export async function variantByValues(
  db: Executor,
  storeId: string,
  productId: string,
  values: readonly string[],
): Promise<{ slug: string; hasOptions: boolean; variantId: string | null } | null> {
  const [row] = await db
    .select({
      slug: products.slug,
      hasOptions: sql<boolean>`jsonb_array_length(${products.options}) > 0`,
      variantId: sql<string | null>`(SELECT pv.id FROM product_variants pv
        WHERE pv.product_id = "products"."id" AND pv.available
        AND pv.values = ${JSON.stringify(values)}::jsonb LIMIT 1)`,
    })
    .from(products)
    .where(and(published(storeId), eq(products.id, productId)))
    .limit(1);
  return row
    ? { slug: row.slug, hasOptions: Boolean(row.hasOptions), variantId: row.variantId }
    : null;
}
