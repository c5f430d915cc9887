CREATE TABLE "inbound_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_key" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"ticket_id" uuid,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mail_message_key_idx" ON "inbound_mail" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "inbound_mail_processed_idx" ON "inbound_mail" USING btree ("processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_reply_token_idx" ON "tickets" USING btree ("reply_token");