CREATE TABLE "known_browsers" (
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_browsers_pkey" PRIMARY KEY("token_hash","email"),
	CONSTRAINT "known_browsers_email_lower" CHECK ("known_browsers"."email" = lower("known_browsers"."email"))
);
--> statement-breakpoint
CREATE INDEX "known_browsers_last_sign_in_at_idx" ON "known_browsers" USING btree ("last_sign_in_at");