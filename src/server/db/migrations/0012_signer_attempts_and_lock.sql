-- Issue 22 (defects 2 and 6): every wrong code is counted per signer across codes (10 in all lock the
-- signer), and every attempt — code sent, refused, wrong, right — is kept with its address and browser.
ALTER TABLE "signature_recipients" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "signature_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signature_recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_attempts_kind_check" CHECK ("signature_attempts"."kind" in ('code_sent', 'code_send_refused', 'code_wrong', 'code_right', 'code_refused', 'locked'))
);--> statement-breakpoint
ALTER TABLE "signature_attempts" ADD CONSTRAINT "signature_attempts_signature_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("signature_recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_attempts_recipient_idx" ON "signature_attempts" USING btree ("signature_recipient_id","created_at");
