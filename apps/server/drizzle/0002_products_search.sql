DROP INDEX "products_store_id_name_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(translate("products"."name", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyyAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZz'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dynamic_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_store_id_name_search_idx" ON "products" USING btree ("store_id","name_search" COLLATE "C");--> statement-breakpoint
CREATE INDEX "products_name_search_trgm_idx" ON "products" USING gin ("name_search" gin_trgm_ops);