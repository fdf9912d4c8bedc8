-- Retention (issue 27, decision 0042): one row per corporate account that chose to delete drafts
-- untouched for N days and/or delivery logs after N months. Null periods keep everything (the
-- default). last_run_at / last_removed tell the settings screen what the daily job last removed.
CREATE TABLE "retention_settings" (
	"corporate_account_id" uuid PRIMARY KEY NOT NULL,
	"draft_days" integer,
	"delivery_log_months" integer,
	"last_run_at" timestamp with time zone,
	"last_removed" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_draft_days_check" CHECK ("retention_settings"."draft_days" is null or "retention_settings"."draft_days" between 7 and 3650),
	CONSTRAINT "retention_delivery_log_months_check" CHECK ("retention_settings"."delivery_log_months" is null or "retention_settings"."delivery_log_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The daily run reads drafts by account and age; the existing index is by created_at, not updated_at.
CREATE INDEX "documents_account_draft_updated_idx" ON "generated_documents" ("corporate_account_id","updated_at") WHERE "status" = 'draft';
--> statement-breakpoint
CREATE INDEX "delivery_account_created_idx" ON "document_delivery_log" ("corporate_account_id","created_at");
