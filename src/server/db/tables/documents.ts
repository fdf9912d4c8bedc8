import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { DOCUMENT_STATUSES } from "../../../domain/documents/documents";
import { PDF_FIELD_KINDS } from "../../../domain/documents/pdf-fields";
import { DOCUMENT_PDF_STATUSES } from "../../../domain/documents/pdf-state";
import type { PdfPageSize } from "../../../domain/documents/uploaded-pdf";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { storedFiles } from "./files";
import { headerFooterTemplates } from "./header-footer";
// biome-ignore lint/suspicious/noImportCycles: generated_documents and signature_requests point at each other (the document's current request, the request's document); both references are lazy thunks, so load order does not matter (docs/decisions/0027).
import { signatureRequests } from "./signatures";
import { documentTemplates } from "./templates";

// The status lists are the domain's (src/domain/documents/documents.ts): one source for the checks, the API and the labels.

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
    /** An uploaded PDF (issue 40, source "PDF enviado"): its bytes, which are the document's PDF. */
    sourceFileId: uuid("source_file_id").references(() => storedFiles.id),
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
    index("generated_documents_source_file_idx").on(t.sourceFileId).where(sql`${t.sourceFileId} is not null`),
  ],
);

/** What an uploaded PDF's document knows of its pages (issue 40): read once, at upload. */
export const uploadedPdfs = pgTable("uploaded_pdfs", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => generatedDocuments.id, { onDelete: "cascade" }),
  pageCount: integer("page_count").notNull(),
  pages: jsonb("pages").$type<PdfPageSize[]>().notNull(),
  byteSize: integer("byte_size").notNull(),
  originalSha256: text("original_sha256").notNull(),
  hadSignatures: boolean("had_signatures").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The fields placed on an uploaded PDF's pages, per signer (the signer's place in the signing order),
 * in page fractions from the page's top-left (0..1), so they hold whatever the page's size.
 */
export const documentFields = pgTable(
  "document_fields",
  {
    id: id(),
    documentId: parentRef("document_id", () => generatedDocuments.id),
    signerOrder: integer("signer_order").notNull(),
    kind: text("kind").notNull(),
    page: integer("page").notNull(),
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    required: boolean("required").notNull().default(true),
    label: text("label"),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("document_fields_kind_check", sql`${t.kind} in (${oneOf(PDF_FIELD_KINDS)})`),
    check(
      "document_fields_box_check",
      sql`${t.page} >= 1 and ${t.signerOrder} >= 1 and ${t.x} >= 0 and ${t.y} >= 0 and ${t.width} > 0 and ${t.height} > 0 and ${t.x} + ${t.width} <= 1 and ${t.y} + ${t.height} <= 1`,
    ),
    index("document_fields_document_idx").on(t.documentId, t.signerOrder, t.position),
  ],
);
