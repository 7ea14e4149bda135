CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount" numeric(12, 2),
	"min_subtotal" numeric(12, 2),
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"combines_with_payment_discount" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('porcentaje', 'monto_fijo', 'envio_gratis')),
	CONSTRAINT "coupons_value_of_kind" CHECK (("coupons"."kind" = 'porcentaje') = ("coupons"."percent" is not null) and ("coupons"."kind" = 'monto_fijo') = ("coupons"."amount" is not null)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent" between 1 and 100),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount" > 0),
	CONSTRAINT "coupons_min_subtotal_positive" CHECK ("coupons"."min_subtotal" > 0),
	CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" >= 1),
	CONSTRAINT "coupons_uses_not_negative" CHECK ("coupons"."uses" >= 0),
	CONSTRAINT "coupons_dates_in_order" CHECK ("coupons"."ends_on" >= "coupons"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_store_id_code_key" ON "coupons" USING btree ("store_id","code");