-- Many documents from one spreadsheet (issue 24): a batch (validated on upload, nothing created; confirmed,
-- then worked through by the batch job) and its rows (each row's state changes in the same transaction
-- that inserts its document: exactly once). document_batches is watched by live updates.
CREATE TABLE "document_batch_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"status" text NOT NULL,
	"input" jsonb,
	"cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"document_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_batch_row_status_check" CHECK ("document_batch_rows"."status" in ('invalid', 'pending', 'created', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "document_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"corporate_account_id" uuid,
	"template_id" uuid,
	"template_title" text NOT NULL,
	"file_name" text NOT NULL,
	"document_status" text NOT NULL,
	"status" text DEFAULT 'validated' NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"signature_rows" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_batch_status_check" CHECK ("document_batches"."status" in ('validated', 'running', 'done')),
	CONSTRAINT "document_batch_document_status_check" CHECK ("document_batches"."document_status" in ('draft', 'finalized'))
);
--> statement-breakpoint
ALTER TABLE "document_batch_rows" ADD CONSTRAINT "document_batch_rows_batch_id_document_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."document_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batch_rows" ADD CONSTRAINT "document_batch_rows_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_batch_rows_unique" ON "document_batch_rows" USING btree ("batch_id","row_number");--> statement-breakpoint
CREATE INDEX "document_batch_rows_status_idx" ON "document_batch_rows" USING btree ("batch_id","status","row_number");--> statement-breakpoint
CREATE INDEX "document_batches_user_idx" ON "document_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_batches_account_idx" ON "document_batches" USING btree ("corporate_account_id","created_at");--> statement-breakpoint
CREATE TRIGGER "document_batches_notify" AFTER INSERT OR UPDATE OR DELETE ON "document_batches" FOR EACH ROW EXECUTE FUNCTION minuta_notify_change();
