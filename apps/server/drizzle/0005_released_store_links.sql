CREATE TABLE "released_store_links" (
	"link" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "released_store_links_link_lower" CHECK ("released_store_links"."link" = lower("released_store_links"."link"))
);
--> statement-breakpoint
ALTER TABLE "released_store_links" ADD CONSTRAINT "released_store_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "released_store_links_store_id_idx" ON "released_store_links" USING btree ("store_id");