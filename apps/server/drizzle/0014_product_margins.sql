-- Issue 21: a stored margin matches its cost and price. Without a dynamic price the form's utility was
-- stored as sent (any number beside any cost and price); it is now (price / cost - 1) x 100 rounded to 2
-- decimals (half away from zero, as routes/products/form.ts marginOf), or null without a cost or beyond
-- the column's +-99999.99. Products with a dynamic price keep theirs: their price was computed from it.
UPDATE "products" SET
  "retail_utility" = CASE
    WHEN "retail_cost" > 0
      AND abs(round(("retail_price" - "retail_cost") * 100 / "retail_cost", 2)) <= 99999.99
    THEN round(("retail_price" - "retail_cost") * 100 / "retail_cost", 2)
  END,
  "wholesale_utility" = CASE
    WHEN "wholesale_cost" > 0 AND "wholesale_price" IS NOT NULL
      AND abs(round(("wholesale_price" - "wholesale_cost") * 100 / "wholesale_cost", 2)) <= 99999.99
    THEN round(("wholesale_price" - "wholesale_cost") * 100 / "wholesale_cost", 2)
  END
WHERE NOT "dynamic_price";
