CREATE TABLE "consultant_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"portfolio_url" text NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"availability" text NOT NULL,
	"expertise" jsonb NOT NULL,
	"bio" text NOT NULL,
	"location" text,
	"is_company_member" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_applications_email_idx" ON "consultant_applications" USING btree (lower("email"));