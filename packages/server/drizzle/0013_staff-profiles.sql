ALTER TABLE "staff_accounts" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "notify_on_assignment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "notify_on_customer_reply" boolean DEFAULT true NOT NULL;