-- The panel list's SKU search (issue 22: `upper(sku) LIKE upper('%q%')` inside one store) by index: store and
-- trigrams in one GIN index, like products_store_id_name_search_trgm_idx (btree_gin from 0010, pg_trgm from 0000).
CREATE INDEX "product_variants_store_id_sku_trgm_idx" ON "product_variants" USING gin ("store_id",upper("sku") gin_trgm_ops) WITH (fastupdate=false) WHERE "product_variants"."sku" IS NOT NULL;
