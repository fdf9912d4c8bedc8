-- Exports of the audit trail as jobs (issue 27, docs/decisions/0051): the request, its filters (the scope
-- resolved when asked), the job's outcome and the file whose link lives 24 hours.
CREATE TABLE "audit_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" text NOT NULL,
	"corporate_account_id" uuid,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows" integer,
	"file_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_exports_format_check" CHECK ("audit_exports"."format" in ('csv', 'xlsx')),
	CONSTRAINT "audit_exports_status_check" CHECK ("audit_exports"."status" in ('pending', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "audit_exports" ADD CONSTRAINT "audit_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_exports" ADD CONSTRAINT "audit_exports_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_exports" ADD CONSTRAINT "audit_exports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_exports_requester_idx" ON "audit_exports" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "audit_exports_open_idx" ON "audit_exports" USING btree ("status","created_at") WHERE "audit_exports"."status" in ('pending', 'ready');
