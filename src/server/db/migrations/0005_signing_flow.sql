ALTER TABLE "signature_recipients" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "code_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "signer_ip" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "signer_user_agent" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "signature_typed" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "signature_image" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "original_file_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "original_sha256" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "signed_file_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "final_sha256" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_access_token_idx" ON "signature_recipients" USING btree ("access_token_hash");