-- The staff inbox: handled_at/handled_by on every public submission table, and consultant applications that staff
-- reopen (reopened_at/reopened_by) so the address may apply again; the one-application-per-address index then only
-- counts rows not reopened. The foreign keys name "staff_accounts" unqualified (drizzle-kit wrote "public"."staff_accounts")
-- so they resolve through search_path, as the PostgreSQL tests give each file its own schema.
ALTER TABLE "consultant_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultant_applications" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "consultant_applications" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultant_applications" ADD COLUMN "reopened_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "project_briefs" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_briefs" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "team_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_applications" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "consultant_applications" ADD CONSTRAINT "consultant_applications_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_applications" ADD CONSTRAINT "consultant_applications_reopened_by_staff_accounts_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_briefs" ADD CONSTRAINT "project_briefs_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_applications_created_idx" ON "consultant_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_office_idx" ON "contact_messages" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "project_briefs_created_idx" ON "project_briefs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "team_applications_created_idx" ON "team_applications" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "consultant_applications_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_applications_email_idx" ON "consultant_applications" USING btree (lower("email")) WHERE "consultant_applications"."reopened_at" is null;