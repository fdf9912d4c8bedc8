-- Data-subject requests (issue 27, docs/decisions/0041): a user's export of their data (a ZIP in
-- stored_files, its link valid until expires_at), a user's erasure of their account, and a signer's
-- erasure of their data on signature requests. No personal value is kept here: who asks is an id.
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"signature_recipient_id" uuid,
	"corporate_account_id" uuid,
	"file_id" uuid,
	"expires_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('export', 'erasure', 'signer_erasure')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('pending', 'ready', 'failed', 'confirmed', 'rejected')),
	CONSTRAINT "privacy_requests_subject_check" CHECK (("privacy_requests"."kind" = 'signer_erasure') = ("privacy_requests"."signature_recipient_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_signature_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("signature_recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_pending_idx" ON "privacy_requests" USING btree ("corporate_account_id","created_at") WHERE "privacy_requests"."status" = 'pending' and "privacy_requests"."kind" <> 'export';--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_pending_idx" ON "privacy_requests" USING btree ("kind",coalesce("user_id", "signature_recipient_id"::text)) WHERE "privacy_requests"."status" = 'pending';
