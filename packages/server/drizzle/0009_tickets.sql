-- The foreign keys name "tickets" unqualified (drizzle-kit wrote "public"."tickets") so they resolve through search_path, as the PostgreSQL tests give each file its own schema.
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_name" text NOT NULL,
	"staff_account_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"email_lower" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"urgency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "scope" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_sign_in_links_secret_idx" ON "ticket_sign_in_links" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "ticket_sign_in_links_expires_idx" ON "ticket_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_reference_idx" ON "tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "tickets_email_idx" ON "tickets" USING btree ("email_lower","last_activity_at");--> statement-breakpoint
CREATE INDEX "tickets_activity_idx" ON "tickets" USING btree ("last_activity_at");