CREATE TABLE "forum_follow_news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follow_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reply_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"email" text NOT NULL,
	"visitor_id" text,
	"unsubscribe_token" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "forum_visitors" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "forum_follow_news" ADD CONSTRAINT "forum_follow_news_follow_id_forum_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "forum_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follow_news" ADD CONSTRAINT "forum_follow_news_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_sign_in_links" ADD CONSTRAINT "forum_sign_in_links_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_follow_news_follow_idx" ON "forum_follow_news" USING btree ("follow_id","at");--> statement-breakpoint
CREATE INDEX "forum_follow_news_at_idx" ON "forum_follow_news" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_follows_thread_email_idx" ON "forum_follows" USING btree ("thread_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_follows_unsubscribe_token_idx" ON "forum_follows" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_follows_confirm_token_hash_idx" ON "forum_follows" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "forum_follows_email_idx" ON "forum_follows" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_visitors_display_name_idx" ON "forum_visitors" USING btree (lower("display_name"));