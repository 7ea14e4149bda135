CREATE TABLE "metric_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily_metrics" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"carts" integer DEFAULT 0 NOT NULL,
	"abandoned_carts" integer DEFAULT 0 NOT NULL,
	"visits_with_order" integer DEFAULT 0 NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_daily_metrics_pkey" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_events" (
	"store_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	"tab" text,
	"owner" boolean DEFAULT false NOT NULL,
	CONSTRAINT "store_events_kind" CHECK (kind IN ('view', 'cart', 'order'))
);
--> statement-breakpoint
ALTER TABLE "store_daily_metrics" ADD CONSTRAINT "store_daily_metrics_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_events_store_id_at_idx" ON "store_events" USING btree ("store_id","at");