ALTER TABLE "tickets" ADD COLUMN "assigned_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assigned_staff_id","status");