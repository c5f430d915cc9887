CREATE TABLE "forum_bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"visitor_id" text,
	"network" text,
	"reason" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_bans" ADD CONSTRAINT "forum_bans_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_bans_visitor_idx" ON "forum_bans" USING btree ("visitor_id","until");--> statement-breakpoint
CREATE INDEX "forum_bans_network_idx" ON "forum_bans" USING btree ("network","until");