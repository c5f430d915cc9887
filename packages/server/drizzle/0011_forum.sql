-- The community forum: visitors (the cookie's random id), threads and replies with their counts kept in the rows,
-- likes and views (one per visitor and item / thread and UTC day, by unique indexes), reports, and the admins' audit log.
-- Search is a pg_trgm GIN index over the lower-cased text of a thread. The extension lives in "public" and the index
-- names its operator class there, so the tests' per-file schemas (search_path = that schema only) share one
-- extension that no file's `drop schema ... cascade` removes. Foreign keys name their tables unqualified (drizzle-kit
-- wrote "public"."x") so they resolve through search_path, as in 0010.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE TABLE "forum_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_likes" (
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"content" text NOT NULL,
	"author_kind" text NOT NULL,
	"visitor_id" text,
	"staff_id" uuid,
	"ip" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"is_solution" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" text NOT NULL,
	"author_kind" text NOT NULL,
	"visitor_id" text,
	"staff_id" uuid,
	"ip" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"reply_likes" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"last_reply_by" text,
	"bumped_at" timestamp with time zone NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_solved" boolean DEFAULT false NOT NULL,
	"solution_reply_id" uuid,
	"pending" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_views" (
	"visitor_id" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_audit" ADD CONSTRAINT "forum_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_visitor_id_forum_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "forum_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_audit_at_idx" ON "forum_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "forum_audit_item_idx" ON "forum_audit" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_likes_visitor_item_idx" ON "forum_likes" USING btree ("visitor_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "forum_replies_thread_idx" ON "forum_replies" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_visitor_idx" ON "forum_replies" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_ip_idx" ON "forum_replies" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_visitor_item_idx" ON "forum_reports" USING btree ("visitor_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "forum_reports_item_idx" ON "forum_reports" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "forum_threads_list_idx" ON "forum_threads" USING btree ("is_pinned" DESC NULLS FIRST,"bumped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_visitor_idx" ON "forum_threads" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_threads_ip_idx" ON "forum_threads" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin ("search" public.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "forum_views_visitor_thread_day_idx" ON "forum_views" USING btree ("visitor_id","thread_id","day");