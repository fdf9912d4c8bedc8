-- Issue 48 point 6: after the seal, each signer gets the signed PDF by e-mail unless the account turned it
-- off (no row: on), and the requester a notice; both are delivery-log rows (the outbox) like the invitations.
CREATE TABLE "signature_account_settings" (
	"corporate_account_id" uuid PRIMARY KEY NOT NULL,
	"send_signed_copy" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_account_settings" ADD CONSTRAINT "signature_account_settings_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;
