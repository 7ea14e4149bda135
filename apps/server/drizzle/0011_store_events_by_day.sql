-- Hand-written (drizzle-kit has no partition DSL; schema.ts keeps store_events' columns, index and keys,
-- which every partition inherits): store_events becomes a table partitioned by range of `at`, one
-- partition per UTC day named store_events_pYYYYMMDD, so the retention (metrics/retention.ts) drops a day
-- in one statement instead of deleting rows (issue 19). The rows move over; partitions are made for the
-- days they cover and for today and the next two days (the server makes later ones ahead and on demand).
ALTER TABLE "store_events" RENAME TO "store_events_unpartitioned";
--> statement-breakpoint
ALTER INDEX "store_events_store_id_at_idx" RENAME TO "store_events_unpartitioned_store_id_at_idx";
--> statement-breakpoint
CREATE TABLE "store_events" (
	"store_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"tab" text,
	"owner" boolean DEFAULT false NOT NULL,
	CONSTRAINT "store_events_kind" CHECK (kind IN ('view', 'cart', 'order'))
) PARTITION BY RANGE ("at");
--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "store_events_store_id_at_idx" ON "store_events" USING btree ("store_id","at");
--> statement-breakpoint
DO $$
DECLARE
	d date;
BEGIN
	FOR d IN
		SELECT DISTINCT ("at" AT TIME ZONE 'UTC')::date FROM "store_events_unpartitioned"
		UNION
		SELECT (now() AT TIME ZONE 'UTC')::date + i FROM generate_series(0, 2) AS i
	LOOP
		EXECUTE format(
			'CREATE TABLE IF NOT EXISTS %I PARTITION OF "store_events" FOR VALUES FROM (%L) TO (%L)',
			'store_events_p' || to_char(d, 'YYYYMMDD'),
			d::text || ' 00:00:00+00',
			(d + 1)::text || ' 00:00:00+00'
		);
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "store_events" ("store_id", "at", "kind", "visitor", "tab", "owner")
	SELECT "store_id", "at", "kind", "visitor", "tab", "owner" FROM "store_events_unpartitioned";
--> statement-breakpoint
DROP TABLE "store_events_unpartitioned";
