-- Replies by e-mail to a support ticket (issue 29, decision 0050): the Message-ID of the e-mail a
-- message came from, unique per ticket, so a mail server retrying the same delivery adds it once.
ALTER TABLE "support_messages" ADD COLUMN "email_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_email_message_idx" ON "support_messages" USING btree ("ticket_id","email_message_id") WHERE "email_message_id" is not null;
