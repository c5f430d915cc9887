CREATE TABLE "sign_in_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_devices_nonce_hash_idx" ON "sign_in_devices" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "sign_in_devices_account_idx" ON "sign_in_devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_used_idx" ON "sign_in_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_device_idx" ON "sign_in_attempts" USING btree ("device_id","at");