DROP INDEX "documents_account_idx";--> statement-breakpoint
DROP INDEX "documents_user_idx";--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "header_html" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "footer_html" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "generated_documents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "generated_documents" USING btree ("corporate_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "generated_documents" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);