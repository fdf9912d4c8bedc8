-- Issue 38 (decision 0006): GET /api/files/{id} serves only the files their writer made public by id
-- (template and header/footer images, logos); exports, PDFs and support attachments have guarded routes.
ALTER TABLE "stored_files" ADD COLUMN "public_by_id" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The files stored before: every image stays public (template and header/footer images, logos were all
-- served by their id) except an image sent as a support attachment; PDFs, ZIPs, CSVs and XLSX do not.
UPDATE "stored_files" SET "public_by_id" = true
WHERE "content_type" LIKE 'image/%'
	AND NOT EXISTS (
		SELECT 1 FROM "support_messages" m
		WHERE m."attachments" @> jsonb_build_array(jsonb_build_object('id', "stored_files"."id"::text))
	);
