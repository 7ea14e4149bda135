-- The product search inside one store in one GIN index (store_id, name_search gin_trgm_ops): btree_gin
-- gives uuid equality a GIN operator class. btree_gin is a trusted extension (PostgreSQL 13+, Debian's
-- postgresql-contrib): the database owner may create it. PGlite loads it from
-- @electric-sql/pglite/contrib/btree_gin. The trigram-only index it replaces served no query without the
-- store's filter. No pending list (fastupdate=false): see the index in src/db/schema.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "products_name_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_store_id_name_search_trgm_idx" ON "products" USING gin ("store_id","name_search" gin_trgm_ops) WITH (fastupdate=false);
