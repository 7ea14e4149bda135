ALTER TABLE "store_checkouts" ADD COLUMN "delivery_options" jsonb;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "payment_methods" jsonb;