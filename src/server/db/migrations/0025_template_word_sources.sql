-- Word import (issue 25): the original .docx a template was imported from, kept so documents of that
-- template can be downloaded in the company's own Word layout, filled in place. One per template,
-- gone with it. Private: read only through the document export route, never by a public URL.
CREATE TABLE "template_word_sources" (
	"template_id" uuid PRIMARY KEY NOT NULL,
	"corporate_account_id" uuid,
	"data" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_word_sources" ADD CONSTRAINT "template_word_sources_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_word_sources" ADD CONSTRAINT "template_word_sources_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;
