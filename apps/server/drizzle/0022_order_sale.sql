ALTER TABLE "orders" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id") WHERE coupon_id IS NOT NULL;