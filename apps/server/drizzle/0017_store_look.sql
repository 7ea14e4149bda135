ALTER TABLE "stores" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "description" text DEFAULT '' NOT NULL;