ALTER TABLE "product_media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "picture_width" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "picture_height" integer;