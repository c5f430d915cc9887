CREATE TABLE "ticket_replying" (
	"ticket_id" uuid NOT NULL,
	"staff_account_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_replying_ticket_id_staff_account_id_pk" PRIMARY KEY("ticket_id","staff_account_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_replying" ADD CONSTRAINT "ticket_replying_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replying" ADD CONSTRAINT "ticket_replying_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "staff_accounts"("id") ON DELETE cascade ON UPDATE no action;