// The whole product's data model (spec §3). Conventions:
// - every tenant row carries `store_id`; repositories take it from the session, never from the request;
// - money is `numeric` (drizzle hands it over as a string), never a binary float;
// - sessions, sign-in codes and rate-limit counters live here so several server processes can share one
//   PostgreSQL: nothing a second process needs is kept in memory.
// After a change: `pnpm --filter @panel/server db:generate`, then check in the new migration.
import type { DeliveryOption, OrderBreakdown, PaymentMethod } from '@panel/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Values of a column checked by the database, kept beside the TS union they produce. */
export const ONBOARDING_LEVELS = ['0', '1', '2', '3'] as const;
export const CHECKOUT_TYPES = ['whatsapp', 'card'] as const;
export const PRODUCT_TYPES = ['product', 'digital-file'] as const;
export const PRODUCT_STATUSES = ['draft', 'published', 'hidden'] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;
export const NOTIFICATION_TYPES = ['error', 'info', 'success', 'warning'] as const;
export const NOTIFICATION_SOURCES = [
  'reports',
  'products',
  'checkout',
  'personalization',
  'sales',
  'subscription',
  'orders',
] as const;
export const NOTIFICATION_APPS = ['ecommerce', 'all'] as const;
/**
 * An order's life (issue 13): nuevo → confirmado → entregado, or cancelado from nuevo or confirmado; a
 * 'nuevo' order whose hold ends becomes vencido (issue 19), which may still be confirmed or cancelled.
 */
export const ORDER_STATUSES = ['nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'] as const;
/** How long an unconfirmed order holds its units, as the merchant may choose it (minutes). */
export const HOLD_MINUTES = [30, 60, 120, 360, 1440] as const;
export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;

/** The number of a store's first order; each store counts from here without gaps. */
export const FIRST_ORDER_NUMBER = 1001;

/** Largest product description (spec §9), also enforced by the database. */
export const DESCRIPTION_MAX_LENGTH = 1500;

/** `col IN ('a', 'b')` for a check constraint; the values are constants of this file, never input. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/** Latin letters with diacritics (U+00C0–U+017F) and their base letters, for {@link foldForSearch}. */
export const ACCENTED_LETTERS =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
export const BASE_LETTERS =
  'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZz';

/**
 * Case- and accent-insensitive form of a text, in SQL: `lower(translate(text, accented, base))`. Both
 * functions are immutable and built in, so it works in a generated column and an index on PGlite and
 * PostgreSQL alike, without the `unaccent` extension. The product search folds the name column and the
 * query with this same expression.
 */
export const foldForSearch = (text: SQL): SQL =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED_LETTERS}'`)}, ${sql.raw(`'${BASE_LETTERS}'`)}))`;

/** The four editable parts of the WhatsApp checkout message. */
export interface CheckoutMessage {
  start: string;
  body: string;
  product: string;
  end: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    /** Always stored lower-cased (checked), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    picture: text('picture'),
    country: char('country', { length: 2 }).notNull().default('US'),
    phone: text('phone'),
    /** Calling code with its '+', e.g. '+58'. */
    phoneArea: text('phone_area'),
    /** Google's stable subject id, set once the user signs in with Google. */
    googleSub: text('google_sub'),
    onboardingLevel: text('onboarding_level')
      .$type<(typeof ONBOARDING_LEVELS)[number]>()
      .notNull()
      .default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_onboarding_level', oneOf('onboarding_level', ONBOARDING_LEVELS)),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The storefront lives at `{link}.{STORE_HOST}`; unique whatever its case. */
    link: text('link').notNull(),
    picture: text('picture'),
    /** Pixel size of {@link picture} when it is one of our uploads (its sizes: uploads/variants.ts). */
    pictureWidth: integer('picture_width'),
    pictureHeight: integer('picture_height'),
    country: char('country', { length: 2 }).notNull().default('US'),
    /**
     * Set once the merchant chooses the country in 'Mi tienda'; until then the country follows the
     * WhatsApp number saved in 'Checkout' (issue 21).
     */
    countryChosen: boolean('country_chosen').notNull().default(false),
    /** IANA time zone of the store's days (dashboard, visitor salt): one of its country's (@panel/domain). */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** The storefront's accent colour, lower-case `#rrggbb` (≥ 4.5:1 with white text); null: the default. */
    accentColor: text('accent_color'),
    /** One line under the store's name on its home (at most 160 characters); '' when none. */
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Product limit of this store; the server fills it from PRODUCTS_LIMIT when the store is created. */
    productsLimit: integer('products_limit').notNull().default(100),
    /**
     * Bumped (in the same statement or transaction) by every change that shows on the storefront: product
     * create/update/delete, store profile, checkout, an order that sells out a product. The store pages'
     * ETag is made from it, so a CDN revalidates cheaply.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /**
     * The number the store's next order takes. Taken with `UPDATE … SET next_order_number =
     * next_order_number + 1 RETURNING` inside the order's transaction: the row lock serialises concurrent
     * orders of one store across processes, and a rolled-back order gives its number back (no gaps), which
     * a sequence would not.
     */
    nextOrderNumber: integer('next_order_number').notNull().default(FIRST_ORDER_NUMBER),
    /**
     * The key of the keyed hashes of the store's customers' networks kept on its orders
     * (`orders.client_key`): random per store, so a hash names no address and links no two stores.
     */
    clientSalt: text('client_salt')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_link_lower_key').on(sql`lower(${t.link})`),
    index('stores_owner_id_idx').on(t.ownerId),
  ],
);

/**
 * Links stores gave up (changed their link), held until `held_until` so no other store takes an address
 * customers, links and search results still point to — a ready-made phishing page. The store that gave
 * a link up may take it back while it is held. Keyed by the lower-cased link.
 */
export const releasedStoreLinks = pgTable(
  'released_store_links',
  {
    link: text('link').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('released_store_links_link_lower', sql`${t.link} = lower(${t.link})`),
    index('released_store_links_store_id_idx').on(t.storeId),
  ],
);

export const storeConfigurations = pgTable('store_configurations', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .unique('store_configurations_store_id_key')
    .references(() => stores.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const storeCurrencies = pgTable('store_currencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .unique('store_currencies_store_id_key')
    .references(() => stores.id, { onDelete: 'cascade' }),
  currencies: text('currencies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  main: text('main'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const storeCheckouts = pgTable(
  'store_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .unique('store_checkouts_store_id_key')
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof CHECKOUT_TYPES)[number]>().notNull().default('whatsapp'),
    phone: text('phone'),
    phoneArea: text('phone_area'),
    /** Null means the default template of @panel/domain. */
    customMessage: jsonb('custom_message').$type<CheckoutMessage>(),
    /** How long an order in 'nuevo' holds its units (issue 19); ORDER_HOLD_MINUTES overrides it. */
    holdMinutes: integer('hold_minutes')
      .$type<(typeof HOLD_MINUTES)[number]>()
      .notNull()
      .default(120),
    /**
     * 'Checkout' → 'Entrega' (issue 23): the store's delivery options as @panel/domain's DeliveryOption
     * (amounts in integer cents). Null until saved: read as one 'A coordinar por WhatsApp'.
     */
    deliveryOptions: jsonb('delivery_options').$type<DeliveryOption[]>(),
    /**
     * 'Checkout' → 'Cobro' (issue 23): the payment methods the store accepts, normalised by
     * @panel/domain's validatePaymentMethod, each with its 'Descuento por medio de pago'. Null: none.
     */
    paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('store_checkouts_type', oneOf('type', CHECKOUT_TYPES)),
    check('store_checkouts_hold_minutes', sql.raw(`hold_minutes IN (${HOLD_MINUTES.join(', ')})`)),
  ],
);

/**
 * A store's product categories (issue 14). `name_key` is the name as compared (see categoryKey in
 * @panel/domain: tidied and lower-cased in JavaScript, so every database collation agrees): one per store.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_store_id_name_key_key').on(t.storeId, t.nameKey),
    check('categories_name_length', sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/** Kinds of a discount code (issue 23, @panel/domain discounts.ts). */
export const COUPON_KINDS = ['porcentaje', 'monto_fijo', 'envio_gratis'] as const;

/**
 * A store's discount codes (issue 23). `code` is kept uppercase (checked), so the unique index on
 * (store_id, code) makes codes unique per store whatever case the merchant or a customer types. `uses`
 * is a counter taken when an order is created (never above `max_uses`) and given back when it is
 * cancelled or lapses; its value is what 'Cupones' lists.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** porcentaje: 1–100. */
    percent: integer('percent'),
    /** monto_fijo: the amount off. */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    minSubtotal: numeric('min_subtotal', { precision: 12, scale: 2 }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** The store's days, inclusive. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    combinesWithPaymentDiscount: boolean('combines_with_payment_discount').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_id_code_key').on(t.storeId, t.code),
    check('coupons_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check('coupons_kind', sql`${t.kind} in ('porcentaje', 'monto_fijo', 'envio_gratis')`),
    check(
      'coupons_value_of_kind',
      sql`(${t.kind} = 'porcentaje') = (${t.percent} is not null) and (${t.kind} = 'monto_fijo') = (${t.amount} is not null)`,
    ),
    check('coupons_percent_range', sql`${t.percent} between 1 and 100`),
    check('coupons_amount_positive', sql`${t.amount} > 0`),
    check('coupons_min_subtotal_positive', sql`${t.minSubtotal} > 0`),
    check('coupons_max_uses_positive', sql`${t.maxUses} >= 1`),
    check('coupons_uses_not_negative', sql`${t.uses} >= 0`),
    check('coupons_dates_in_order', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /**
     * The name folded for the product search: accents removed from Latin letters, then lower-cased (see
     * {@link foldForSearch}). Generated by the database, so every writer gets it right.
     */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(sql`${products.name}`)),
    description: text('description').notNull().default(''),
    /** The store's category, null for 'Sin categoría' (deleting the category leaves it null). */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    type: text('type').$type<(typeof PRODUCT_TYPES)[number]>().notNull().default('product'),
    quantity: integer('quantity').notNull().default(0),
    retailCost: numeric('retail_cost', { precision: 12, scale: 2 }),
    retailPrice: numeric('retail_price', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Profit percentage: price = cost × (1 + utility / 100). */
    retailUtility: numeric('retail_utility', { precision: 7, scale: 2 }),
    wholesaleCost: numeric('wholesale_cost', { precision: 12, scale: 2 }),
    wholesalePrice: numeric('wholesale_price', { precision: 12, scale: 2 }),
    wholesaleUtility: numeric('wholesale_utility', { precision: 7, scale: 2 }),
    /** Units of one order line from which the wholesale price applies (issue 21); null: never applied. */
    wholesaleMinQuantity: integer('wholesale_min_quantity'),
    status: text('status')
      .$type<(typeof PRODUCT_STATUSES)[number]>()
      .notNull()
      .default('published'),
    /** The prices were computed from cost and utility (the form's 'Precio dinámico' switch). */
    dynamicPrice: boolean('dynamic_price').notNull().default(false),
    manageStock: boolean('manage_stock').notNull().default(true),
    sellWithoutStock: boolean('sell_without_stock').notNull().default(false),
    wholesaleAllowed: boolean('wholesale_allowed').notNull().default(false),
    /** The product's options and their values in the merchant's order (issue 22); [] for none. */
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_store_id_slug_key').on(t.storeId, t.slug),
    // Listing sorted by name inside one store: by the folded name, byte order, so the order is the same
    // whatever the database's collation (PGlite's and a server's differ).
    index('products_store_id_name_search_idx').on(t.storeId, sql`${t.nameSearch} COLLATE "C"`),
    // Substring search inside one store (`store_id = $1 AND name_search LIKE '%q%'`, case- and
    // accent-insensitive), both conditions in one GIN index: the store's entry (btree_gin) narrows the
    // trigrams' posting lists to the store's rows, where a trigram-only index read the matches of every
    // store before the store's filter. Every search is a store's (list, storefront). pg_trgm is created
    // by migration 0000, btree_gin by 0010. No pending list (fastupdate): PGlite runs no autovacuum to
    // merge it, and while it is long the planner prices the index so high that it filters the store's
    // every row instead (EXPLAIN, 100,000 products); a product write updates the index itself instead.
    index('products_store_id_name_search_trgm_idx')
      .using('gin', t.storeId, sql`${t.nameSearch} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_store_id_created_at_idx').on(t.storeId, t.createdAt),
    index('products_category_id_idx').on(t.categoryId),
    check(
      'products_description_length',
      sql`char_length(${t.description}) <= ${sql.raw(String(DESCRIPTION_MAX_LENGTH))}`,
    ),
    check('products_type', oneOf('type', PRODUCT_TYPES)),
    check('products_status', oneOf('status', PRODUCT_STATUSES)),
    check(
      'products_prices_not_negative',
      sql`coalesce(${t.retailCost}, 0) >= 0 AND ${t.retailPrice} >= 0 AND coalesce(${t.wholesaleCost}, 0) >= 0 AND coalesce(${t.wholesalePrice}, 0) >= 0`,
    ),
    check(
      'products_wholesale_min_quantity',
      sql`${t.wholesaleMinQuantity} IS NULL OR ${t.wholesaleMinQuantity} BETWEEN 2 AND 999`,
    ),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Storage key of the file (relative to the uploads storage). */
    key: text('key').notNull(),
    kind: text('kind').$type<(typeof MEDIA_KINDS)[number]>().notNull(),
    position: integer('position').notNull().default(0),
    /**
     * Pixel size of an image (null until its sizes are made), or of a video's poster frame (stored as
     * `<id>.jpg` beside `<id>.mp4`, uploads/variants.ts posterKey; null: the video has none).
     */
    width: integer('width'),
    height: integer('height'),
    /** Bytes on disk: the file and the sizes made from it (the store's upload quota). */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_media_product_id_position_idx').on(t.productId, t.position),
    index('product_media_store_id_idx').on(t.storeId),
    check('product_media_kind', oneOf('kind', MEDIA_KINDS)),
  ],
);

/**
 * The variants of a product with options (issue 22): one row per offered-or-not combination of values.
 * A product without options has no rows here: it is its own implicit variant, its price and stock the
 * product row's. So products stored before variants need no backfill, and every order line, hold and
 * cancel of such a product keeps today's path (the product's stock) without a migration rewriting rows.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** One value per option of the product, in the options' order. */
    values: jsonb('values').$type<string[]>().notNull(),
    /** Null: the product's price (and its dynamic/wholesale rules). */
    price: numeric('price', { precision: 12, scale: 2 }),
    /** Units in stock when the product manages stock; null when it does not. */
    quantity: integer('quantity'),
    sku: text('sku'),
    /** One of the product's pictures; null for none (deleting the picture leaves it null). */
    mediaId: uuid('media_id').references(() => productMedia.id, { onDelete: 'set null' }),
    /** Offered to customers ('Disponible'). */
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_id_position_idx').on(t.productId, t.position),
    index('product_variants_media_id_idx').on(t.mediaId),
    // A SKU names one variant in the store, case aside (the panel's search finds it too).
    uniqueIndex('product_variants_store_id_sku_key')
      .on(t.storeId, sql`upper(${t.sku})`)
      .where(sql`${t.sku} IS NOT NULL`),
    // The panel's list search also finds a SKU it contains, case aside (`upper(sku) LIKE upper('%q%')`):
    // store and trigrams in one GIN index, like products_store_id_name_search_trgm_idx (no pending list,
    // for the same reason). Without it the search read every variant of every store (EXPLAIN, 132,300
    // variants: a sequential scan of all of them, twice).
    index('product_variants_store_id_sku_trgm_idx')
      .using('gin', t.storeId, sql`upper(${t.sku}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.sku} IS NOT NULL`),
    check('product_variants_price_not_negative', sql`coalesce(${t.price}, 0) >= 0`),
    check('product_variants_quantity_not_negative', sql`coalesce(${t.quantity}, 0) >= 0`),
    check('product_variants_sku_length', sql`char_length(${t.sku}) BETWEEN 1 AND 64`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A store's notification; null only for one addressed to a user before they own a store. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    type: text('type').$type<(typeof NOTIFICATION_TYPES)[number]>().notNull().default('info'),
    /** 'unreaded' and 'ignored' are the values the spec shows; others are allowed. */
    status: text('status').notNull().default('unreaded'),
    source: text('source').$type<(typeof NOTIFICATION_SOURCES)[number]>().notNull(),
    app: text('app').$type<(typeof NOTIFICATION_APPS)[number]>().notNull().default('ecommerce'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_store_id_created_at_idx').on(t.storeId, t.createdAt),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('notifications_owner', sql`${t.storeId} IS NOT NULL OR ${t.userId} IS NOT NULL`),
    check('notifications_type', oneOf('type', NOTIFICATION_TYPES)),
    check('notifications_source', oneOf('source', NOTIFICATION_SOURCES)),
    check('notifications_app', oneOf('app', NOTIFICATION_APPS)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased e-mail the code was sent to (the user may not exist yet). */
    email: text('email').notNull(),
    /** Hash of the 4-digit code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * SHA-256 of the sign-in attempt the code belongs to: a random id only the browser that asked
     * holds (a cookie). A submission from anywhere else is refused before it can spend a guess.
     */
    attemptHash: text('attempt_hash'),
  },
  (t) => [
    index('sign_in_codes_email_created_at_idx').on(t.email, t.createdAt),
    check('sign_in_codes_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One-click sign-in links, mailed instead of a code once an address's wrong-code budget is spent: a
 * 128-bit random token, stored only as its SHA-256, single use, 10 minutes. A new code or link does not
 * void the live ones, so whoever keeps asking cannot cancel the owner's link.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased e-mail the link was sent to. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash),
    index('sign_in_links_expires_at_idx').on(t.expiresAt),
    check('sign_in_links_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Browsers that signed in to an address (issue 19): a long-lived HttpOnly cookie holds a random id, stored
 * here only as its SHA-256 hash beside each address it signed in to. Such a browser asks for sign-in mails
 * at the usual cooldown; other browsers back off per address, so nobody can mail-bomb an address, nor stop
 * its owner's own mails.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased e-mail of the account the browser signed in to. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'known_browsers_pkey', columns: [t.tokenHash, t.email] }),
    index('known_browsers_last_sign_in_at_idx').on(t.lastSignInAt),
    check('known_browsers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Rate-limit counters shared by every server process (fixed windows and token buckets, see
 * src/rate-limit): `window_start` is a window's start, or a token bucket's theoretical arrival time.
 * `scope` names the limit, `key` the subject (an e-mail, a client network, `*` for a global cap).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [t.scope, t.key] }),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
);

/**
 * A storefront order. Customer data is what the customer typed; `total` and the lines are computed by the
 * server from the products when the order was placed (a snapshot: later price changes do not rewrite it).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The store's order number, from {@link FIRST_ORDER_NUMBER}, unique in the store. */
    number: integer('number').notNull(),
    /**
     * The order page's unguessable id (`/pedido/{token}`): base64url of 18 random bytes (144 bits). Kept
     * as is, not hashed: the panel shows the order page's link to the merchant (issue 13).
     */
    token: text('token').notNull(),
    customerName: text('customer_name').notNull(),
    /** National digits, empty when the customer left none. */
    customerPhone: text('customer_phone').notNull().default(''),
    /** Calling code with its '+', empty without a phone. */
    customerPhoneArea: text('customer_phone_area').notNull().default(''),
    deliveryType: text('delivery_type').$type<(typeof DELIVERY_TYPES)[number]>().notNull(),
    address: text('address').notNull().default(''),
    note: text('note').notNull().default(''),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    /**
     * The sale's figures as the server priced them when the order was placed (issue 23, @panel/domain's
     * priceOrder): subtotal, discounts, delivery and total in cents. Null for orders placed before it
     * (their `total` is the lines' sum).
     */
    breakdown: jsonb('breakdown').$type<OrderBreakdown>(),
    /** The payment method the customer chose, as the store had it then (its instructions). Null: none. */
    payment: jsonb('payment').$type<PaymentMethod>(),
    /** The coupon whose use the order took; its use is given back when the order is cancelled or lapses. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof ORDER_STATUSES)[number]>().notNull().default('nuevo'),
    /** The wa.me link handed to the customer (the order page's 'Abrir WhatsApp'), as it was made. */
    whatsappUrl: text('whatsapp_url').notNull(),
    /** The full order message ('Copiar pedido'), never collapsed. */
    messageText: text('message_text').notNull(),
    /**
     * When an order in 'nuevo' stops holding its units (issue 19): then it becomes 'vencido' and they are
     * for sale again (orders/expire.ts). Set when the order is placed, from the store's hold time.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    /**
     * Who placed it, for the caps of unconfirmed orders per client and of clients per store: keyed hashes
     * (under `stores.client_salt`) of the client's IPv4 address or IPv6 /64, and of its network (the
     * IPv4 address or the IPv6 /48); never the address itself.
     */
    clientKey: text('client_key'),
    clientNetwork: text('client_network'),
    /**
     * The `Idempotency-Key` of the call (or the form's hidden key) that placed it: a replay of the same
     * key answers this order instead of placing another. Unique per store.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_store_id_number_key').on(t.storeId, t.number),
    uniqueIndex('orders_token_key').on(t.token),
    uniqueIndex('orders_store_id_idempotency_key_key').on(t.storeId, t.idempotencyKey),
    // The expiry sweep: the held orders whose hold ended, across stores.
    index('orders_hold_until_idx')
      .on(t.holdUntil)
      .where(sql`status = 'nuevo'`),
    // The caps of unconfirmed orders per client (orders/create.ts).
    index('orders_store_id_client_network_idx')
      .on(t.storeId, t.clientNetwork)
      .where(sql`status = 'nuevo'`),
    // The inbox (issue 13): newest first, optionally by status.
    index('orders_store_id_created_at_idx').on(t.storeId, t.createdAt),
    index('orders_store_id_status_created_at_idx').on(t.storeId, t.status, t.createdAt),
    // A coupon's deletion sets its orders' coupon_id to null.
    index('orders_coupon_id_idx')
      .on(t.couponId)
      .where(sql`coupon_id IS NOT NULL`),
    check('orders_status', oneOf('status', ORDER_STATUSES)),
    check('orders_delivery_type', oneOf('delivery_type', DELIVERY_TYPES)),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
  ],
);

/** A line of an order: the product as it was sold (name, unit price) and what it took from stock. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; the line keeps its name and price. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: numeric('subtotal', { precision: 16, scale: 2 }).notNull(),
    /** Units taken from the product's stock (0 when it does not manage stock): a cancel gives these back. */
    stockTaken: integer('stock_taken').notNull().default(0),
    /**
     * The variant ordered (issue 22), whose stock `stockTaken` came from; null for a product without
     * options, or once the variant is deleted (the line keeps its label).
     */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant as it read when ordered ('Talle M, Negro'); '' for a product without options. */
    variantLabel: text('variant_label').notNull().default(''),
  },
  (t) => [
    index('order_lines_order_id_position_idx').on(t.orderId, t.position),
    index('order_lines_product_id_idx').on(t.productId),
    index('order_lines_variant_id_idx').on(t.variantId),
    check('order_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
    check('order_lines_stock_taken', sql`${t.stockTaken} BETWEEN 0 AND ${t.quantity}`),
  ],
);

/** Every status change of an order with its time (issue 13); the first row has no `from` (placed). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<(typeof ORDER_STATUSES)[number]>(),
    toStatus: text('to_status').$type<(typeof ORDER_STATUSES)[number]>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_changes_order_id_at_idx').on(t.orderId, t.at),
    check('order_status_changes_to', oneOf('to_status', ORDER_STATUSES)),
    check(
      'order_status_changes_from',
      sql`${t.fromStatus} IS NULL OR ${oneOf('from_status', ORDER_STATUSES)}`,
    ),
  ],
);

export const STORE_EVENT_KINDS = ['view', 'cart', 'order'] as const;

/**
 * Raw storefront events (issue 13), kept two days then deleted; the dashboard never reads them, only
 * {@link storeDailyMetrics}. Append-only: one multi-row insert per batch, no key, one index. No address
 * is stored: `visitor` is a salted hash of (store, address, user agent) under the day's salt
 * ({@link metricSalts}), `tab` a hash of the page script's per-tab id under the same salt.
 */
export const storeEvents = pgTable(
  'store_events',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind').$type<(typeof STORE_EVENT_KINDS)[number]>().notNull(),
    visitor: text('visitor').notNull(),
    tab: text('tab'),
    /** Sent by a tab the merchant opened from the panel's 'Ver tienda': that tab is not a visitor. */
    owner: boolean('owner').notNull().default(false),
  },
  (t) => [
    index('store_events_store_id_at_idx').on(t.storeId, t.at),
    check('store_events_kind', oneOf('kind', STORE_EVENT_KINDS)),
  ],
);

/** The day's salt of the visitor hashes (UTC day), shared by every process; deleted once the day is over. */
export const metricSalts = pgTable('metric_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** Per-store daily figures rolled up from {@link storeEvents}: what the dashboard reads. */
export const storeDailyMetrics = pgTable(
  'store_daily_metrics',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    carts: integer('carts').notNull().default(0),
    abandonedCarts: integer('abandoned_carts').notNull().default(0),
    visitsWithOrder: integer('visits_with_order').notNull().default(0),
    rolledAt: timestamp('rolled_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'store_daily_metrics_pkey', columns: [t.storeId, t.day] })],
);

/**
 * Secrets of the server shared by every process, created by whichever process needs one first (issue 21):
 * `rate-limit` keys the hashes of client addresses in {@link rateLimits}, so no address is stored there.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
});
