DROP INDEX "tickets_activity_idx";--> statement-breakpoint
CREATE INDEX "tickets_list_idx" ON "tickets" USING btree ("last_activity_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tickets_status_list_idx" ON "tickets" USING btree ("status","last_activity_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tickets_unresolved_list_idx" ON "tickets" USING btree ("last_activity_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id","assigned_staff_id","urgency","first_response_at","status") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin (("customer_name" || ' ' || "email" || ' ' || "subject" || ' ' || "reference") public.gin_trgm_ops);