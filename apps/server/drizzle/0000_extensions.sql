-- Trigram matching for the product search (products_name_trgm_idx). pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database owner may create it without superuser rights. PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
