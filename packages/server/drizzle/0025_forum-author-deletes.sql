ALTER TABLE "forum_replies" ADD COLUMN "author_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "author_deleted_at" timestamp with time zone;