-- Issue 50: a finalized document is one stored file, rendered once by the render-document-pdf job
-- (queued in the finalizing transaction), stored with its SHA-256 and served byte for byte since.
ALTER TABLE "generated_documents" ADD COLUMN "pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "pdf_status" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "pdf_error" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "pdf_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "legacy_pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "documents_pdf_status_check" CHECK ("generated_documents"."pdf_status" in ('pending', 'ready', 'failed'));--> statement-breakpoint
-- The documents finalized before: their first PDF's hash becomes history, and each is pending its file,
-- which the render sweep (requeue-pdf-renders) queues, 500 a minute, oldest first, resuming where it stopped.
UPDATE "generated_documents"
SET "legacy_pdf_sha256" = "pdf_sha256", "pdf_sha256" = NULL, "pdf_status" = 'pending'
WHERE "status" <> 'draft' AND "source_file_id" IS NULL;--> statement-breakpoint
-- An uploaded PDF (0033) is its own stored file already.
UPDATE "generated_documents"
SET "pdf_file_id" = "source_file_id", "pdf_status" = 'ready'
WHERE "source_file_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_pdf_pending_idx" ON "generated_documents" USING btree ("created_at") WHERE "generated_documents"."pdf_status" = 'pending';
