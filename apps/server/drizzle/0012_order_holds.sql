ALTER TABLE "order_status_changes" DROP CONSTRAINT "order_status_changes_to";--> statement-breakpoint
ALTER TABLE "order_status_changes" DROP CONSTRAINT "order_status_changes_from";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD COLUMN "hold_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "client_salt" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_id_idempotency_key_key" ON "orders" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until") WHERE status = 'nuevo';--> statement-breakpoint
CREATE INDEX "orders_store_id_client_network_idx" ON "orders" USING btree ("store_id","client_network") WHERE status = 'nuevo';--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_to" CHECK (to_status IN ('nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'));--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_from" CHECK ("order_status_changes"."from_status" IS NULL OR from_status IN ('nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK (status IN ('nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'));--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD CONSTRAINT "store_checkouts_hold_minutes" CHECK (hold_minutes IN (30, 60, 120, 360, 1440));--> statement-breakpoint
-- Hand-written (issue 19): orders placed before holds existed hold their units for the default 2 hours
-- from now, so their merchants have time to confirm them before they lapse.
UPDATE "orders" SET "hold_until" = greatest("created_at", now()) + interval '120 minutes' WHERE "status" = 'nuevo';
