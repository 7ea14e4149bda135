CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_length" CHECK (char_length("categories"."name") between 1 and 80)
);
--> statement-breakpoint
-- Until now a product's category was free text, which the storefront showed as its name. Each store's
-- distinct texts become its categories (tidied as categoryName of @panel/domain does; compared by lower()),
-- and its products point at them.
INSERT INTO "categories" ("store_id", "name", "name_key")
SELECT DISTINCT ON ("store_id", lower("name")) "store_id", "name", lower("name")
FROM (
  SELECT "store_id", left(regexp_replace(btrim("category_id"), '\s+', ' ', 'g'), 80) AS "name"
  FROM "products"
  WHERE btrim(coalesce("category_id", '')) <> ''
) AS "named"
ORDER BY "store_id", lower("name"), "name";--> statement-breakpoint
UPDATE "products" SET "category_id" = (
  SELECT c."id"::text FROM "categories" c
  WHERE c."store_id" = "products"."store_id"
    AND c."name_key" = lower(left(regexp_replace(btrim("products"."category_id"), '\s+', ' ', 'g'), 80))
);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "category_id" SET DATA TYPE uuid USING "category_id"::uuid;--> statement-breakpoint
-- Their storefront pages change (the filter's values): a new store version for their caches.
UPDATE "stores" SET "version" = "version" + 1 WHERE "id" IN (SELECT "store_id" FROM "categories");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_store_id_name_key_key" ON "categories" USING btree ("store_id","name_key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");