import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { countSchema, namedRefSchema } from "../shared/fields";
import { headerFooterBlockSchema } from "../templates/templates";
import { variableDefinitionSchema } from "../templates/variables";
import { DOCUMENT_STATUSES, SIGNATURE_STATUSES, VALUES_API_DESCRIPTION } from "./documents";
import { DOCUMENT_PDF_STATUSES } from "./pdf-state";
import { DOCUMENT_SOURCES, uploadedPdfInfoSchema } from "./uploaded-pdf";

/**
 * What the document routes answer (spec 3 §2–§4), as Zod schemas: the server's answers are encoded
 * through them (route contracts, src/domain/documents/contract.ts) and the web reads their types.
 */
const ref = z.object({ id: z.string(), title: z.string() });

export const signatureSummarySchema = z.object({
  id: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  requestedAt: dateTimeText,
  completedAt: dateTimeText.nullable(),
  expiresAt: dateTimeText.nullable(),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;

export const documentListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Made from a template, or an uploaded PDF ("PDF enviado", issue 40). */
  source: z.enum(DOCUMENT_SOURCES),
  template: ref.nullable(),
  category: namedRefSchema.nullable(),
  /** The latest signature request, if any. */
  signature: signatureSummarySchema.nullable(),
  /** The author (org-wide lists show whose document it is). */
  user: z.object({ id: z.string(), fullName: z.string().nullable() }),
  /** Whether the caller may delete it (owner or org-wide role of the same account). */
  canDelete: z.boolean(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentDetailSchema = documentListItemSchema.extend({
  corporateAccount: namedRefSchema.nullable(),
  filledVariables: z.record(z.string(), z.unknown()).meta({ description: VALUES_API_DESCRIPTION }),
  /** The template's variable definitions (for the edit form and 'Dados Preenchidos'); [] if the template is gone. */
  variables: z.array(variableDefinitionSchema),
  /** The rendered body (server-made, frozen once finalized). */
  finalContent: z.string(),
  headerId: z.string().nullable(),
  footerId: z.string().nullable(),
  /** The rendered header/footer saved with the body (frozen with it); null when none. */
  headerHtml: z.string().nullable(),
  footerHtml: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  autoSendEmail: z.boolean(),
  autoSendWhatsapp: z.boolean(),
  signedDocumentUrl: z.string().nullable(),
  /** SHA-256 (hex) of finalContent when finalized, and of the stored PDF once made (the file every download serves). */
  contentSha256: z.string().nullable(),
  pdfSha256: z.string().nullable(),
  /** An uploaded PDF's pages and original hash; null for a document made from a template. */
  pdf: uploadedPdfInfoSchema.nullable(),
  /** The stored PDF (issue 50): pending while the job makes it, ready, failed after its retries; null for a draft. */
  pdfStatus: z.enum(DOCUMENT_PDF_STATUSES).nullable(),
  /** The last failure to make the PDF (Portuguese), while it is not stored. */
  pdfError: z.string().nullable(),
  pdfAttempts: z.number().int(),
  /** The first PDF's SHA-256 recorded before the document had its stored file (history). */
  legacyPdfSha256: z.string().nullable(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const availableCategorySchema = namedRefSchema;
export type AvailableCategory = z.infer<typeof availableCategorySchema>;

/** One card of the selection grid (spec 3 §2). */
export const availableTemplateCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: namedRefSchema.nullable(),
  /** 'Modelo Empresarial' when set, else 'Modelo Global'. */
  corporateAccountId: z.string().nullable(),
  variableCount: countSchema,
  /** The first TEMPLATE_CARD_FIELDS variables (label + required for the *). */
  firstFields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
});
export type AvailableTemplateCard = z.infer<typeof availableTemplateCardSchema>;

/** GET /api/documents/available-templates/:templateId — what the form needs. */
export const availableTemplateDetailSchema = availableTemplateCardSchema.extend({
  templateContent: z.string(),
  variables: z.array(variableDefinitionSchema),
  /** The variable chosen to complete the documents' titles (null: the first required text variable). */
  titleVariableKey: z.string().nullable(),
  /** The template's default, else the scope's default (own account's, else global). */
  defaultHeaderId: z.string().nullable(),
  defaultFooterId: z.string().nullable(),
});
export type AvailableTemplateDetail = z.infer<typeof availableTemplateDetailSchema>;

/** GET /api/documents/header-footers — pickers, with the block for the live preview. */
export const headerFooterOptionSchema = headerFooterBlockSchema.extend({
  corporateAccountId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type HeaderFooterOption = z.infer<typeof headerFooterOptionSchema>;
