ALTER TABLE "signature_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "signature_recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD CONSTRAINT "document_delivery_log_signature_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("signature_recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;
