DROP INDEX "delivery_document_idx";--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "source" text DEFAULT 'share' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD COLUMN "link_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD CONSTRAINT "document_delivery_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_delivery_log" ADD CONSTRAINT "document_delivery_log_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_pending_idx" ON "document_delivery_log" USING btree ("created_at") WHERE "document_delivery_log"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_document_idx" ON "document_delivery_log" USING btree ("document_id","created_at" DESC NULLS LAST);