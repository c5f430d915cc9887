ALTER TABLE "forum_likes" ADD COLUMN "network" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "network" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_likes_network_idx" ON "forum_likes" USING btree ("network","created_at");