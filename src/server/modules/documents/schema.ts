import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_PDF_STATUSES } from "../../../domain/document-pdf-state";
import { DOCUMENT_STATUSES } from "../../../domain/documents";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "../accounts/schema";
import { userRef } from "../auth/schema";
import { headerFooterTemplates } from "../header-footer/schema";
// biome-ignore lint/suspicious/noImportCycles: generated_documents and signature_requests point at each other (the document's current request, the request's document); both references are lazy thunks, so load order does not matter (docs/decisions/0027).
import { signatureRequests } from "../signatures/schema";
import { documentTemplates } from "../templates/schema";

// The status lists are the domain's (src/domain/documents.ts): one source for the checks, the API and the labels.

export const generatedDocuments = pgTable(
  "generated_documents",
  {
    id: id(),
    templateId: uuid("template_id").references(() => documentTemplates.id, { onDelete: "set null" }),
    userId: userRef("user_id", "cascade").notNull(),
    corporateAccountId: accountRef("cascade"),
    title: text("title").notNull(),
    filledVariables: jsonb("filled_variables").$type<Record<string, unknown>>().notNull().default({}),
    finalContent: text("final_content").notNull().default(""),
    headerId: uuid("header_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    footerId: uuid("footer_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    recipientEmail: text("recipient_email"),
    recipientPhone: text("recipient_phone"),
    autoSendEmail: boolean("auto_send_email").notNull().default(false),
    autoSendWhatsapp: boolean("auto_send_whatsapp").notNull().default(false),
    status: text("status").notNull().default("draft"),
    signatureRequestId: uuid("signature_request_id").references((): AnyPgColumn => signatureRequests.id, {
      onDelete: "set null",
    }),
    signedDocumentUrl: text("signed_document_url"),
    /** Rendered header/footer frozen with the body (a later header/footer edit does not change a saved document). */
    headerHtml: text("header_html"),
    footerHtml: text("footer_html"),
    /** SHA-256 (hex) of final_content at finalization and of the PDF made from it. */
    contentSha256: text("content_sha256"),
    /** SHA-256 (hex) of the stored PDF file (pdf_file_id): the one file every download, share and send serves. */
    pdfSha256: text("pdf_sha256"),
    /**
     * The one stored PDF of a finalized document (issue 50), rendered once by the render-document-pdf
     * job: null until then. Its stored_files row is written by the file store (no foreign key: the
     * files module's table; the id is derived from the document's, so a re-run stores it once).
     */
    pdfFileId: uuid("pdf_file_id"),
    /** pending (queued in the finalizing transaction), ready (pdf_file_id stored), failed (retries spent); null for drafts. */
    pdfStatus: text("pdf_status"),
    /** The last render failure (Portuguese), kept until the file is stored. */
    pdfError: text("pdf_error"),
    pdfAttempts: integer("pdf_attempts").notNull().default(0),
    /** The first PDF hash recorded before the document had its stored file (kept as history, issue 50). */
    legacyPdfSha256: text("legacy_pdf_sha256"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("documents_status_check", sql`${t.status} in (${oneOf(DOCUMENT_STATUSES)})`),
    check("documents_pdf_status_check", sql`${t.pdfStatus} in (${oneOf(DOCUMENT_PDF_STATUSES)})`),
    // The render sweep (and the migration of older documents): the documents still without their file.
    index("documents_pdf_pending_idx").on(t.createdAt).where(sql`${t.pdfStatus} = 'pending'`),
    // The list's three scopes, newest first (id breaks ties so pages are stable).
    index("documents_account_idx").on(t.corporateAccountId, t.createdAt.desc(), t.id.desc()),
    index("documents_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("documents_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // Retention's daily run: an account's drafts by last change (migration 0023).
    index("documents_account_draft_updated_idx")
      .on(t.corporateAccountId, t.updatedAt)
      .where(sql`${t.status} = 'draft'`),
  ],
);
