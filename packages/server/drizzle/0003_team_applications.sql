CREATE TABLE "team_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"resume_path" text NOT NULL,
	"resume_filename" text NOT NULL,
	"resume_type" text NOT NULL,
	"resume_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
