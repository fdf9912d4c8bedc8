-- Issue 40: a PDF the account uploads becomes a document (source "PDF enviado") whose stored bytes are
-- its PDF; its pages' sizes are read once; its signers' fields sit on those pages in page fractions.
ALTER TABLE "generated_documents" ADD COLUMN "source_file_id" uuid;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_source_file_id_stored_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "uploaded_pdfs" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"page_count" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"byte_size" integer NOT NULL,
	"original_sha256" text NOT NULL,
	"had_signatures" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "uploaded_pdfs" ADD CONSTRAINT "uploaded_pdfs_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "document_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"signer_order" integer NOT NULL,
	"kind" text NOT NULL,
	"page" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"label" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_fields_kind_check" CHECK ("document_fields"."kind" in ('signature', 'initials', 'name', 'cpf', 'date', 'text', 'checkbox')),
	CONSTRAINT "document_fields_box_check" CHECK ("document_fields"."page" >= 1 and "document_fields"."signer_order" >= 1 and "document_fields"."x" >= 0 and "document_fields"."y" >= 0 and "document_fields"."width" > 0 and "document_fields"."height" > 0 and "document_fields"."x" + "document_fields"."width" <= 1 and "document_fields"."y" + "document_fields"."height" <= 1)
);--> statement-breakpoint
ALTER TABLE "document_fields" ADD CONSTRAINT "document_fields_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_fields_document_idx" ON "document_fields" USING btree ("document_id","signer_order","position");--> statement-breakpoint
CREATE INDEX "generated_documents_source_file_idx" ON "generated_documents" USING btree ("source_file_id") WHERE "source_file_id" IS NOT NULL;
