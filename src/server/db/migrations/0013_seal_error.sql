-- Built-in seal (issue 22 defect 4): why a request whose signers all signed is not sealed yet — the uploaded
-- A1 certificate failed its seal-time check (expired, not yet valid, key/certificate mismatch, unreadable).
-- Null once sealed. The request stays in_progress; uploading or removing the certificate seals the waiting ones.
ALTER TABLE "signature_requests" ADD COLUMN "seal_error" text;--> statement-breakpoint
CREATE INDEX "signature_requests_seal_waiting_idx" ON "signature_requests" ("id") WHERE "seal_error" IS NOT NULL;
