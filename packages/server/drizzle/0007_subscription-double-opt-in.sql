ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_confirm_token_hash_idx" ON "subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Addresses subscribed before double opt-in were welcomed already: they count as confirmed when they joined.
UPDATE "subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
