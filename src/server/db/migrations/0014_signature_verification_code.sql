-- Public verification page (/verificar, issue 22): the code printed on the sealed PDF's evidence page
-- (16 Crockford base32 characters, stored without hyphens), unique; and the sealed file's SHA-256 is
-- looked up when someone uploads a PDF to verify it.
ALTER TABLE "signature_requests" ADD COLUMN "verification_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_verification_code_idx" ON "signature_requests" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "signature_requests_final_sha256_idx" ON "signature_requests" USING btree ("final_sha256");
