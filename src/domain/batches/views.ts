import { z } from "zod";
import { templateIdParamsSchema } from "../documents/documents";
import { dateTimeText } from "../shared/contracts/define";
import { countSchema } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { BATCH_ROW_STATUSES, BATCH_STATUSES, batchDocumentStatusSchema } from "./batches";

/**
 * What the batch screens and routes exchange (issue 24): the upload's query, the batch with its
 * progress counted from its rows, one row of the validation/result table.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const batchIdParamsSchema = z.object({ id: z.string().regex(UUID, "Lote não encontrado") });
export { templateIdParamsSchema };

/** POST /api/batches — the file is the raw body; what to create comes in the query. */
export const batchUploadQuerySchema = z.object({
  templateId: z.string({ error: "Modelo é obrigatório" }).regex(UUID, "Modelo é obrigatório"),
  documentStatus: batchDocumentStatusSchema.default("finalized"),
  fileName: z.string().trim().max(200, "Nome de arquivo muito longo").default("planilha"),
});
export type BatchUploadQuery = z.input<typeof batchUploadQuerySchema>;

/**
 * A row as the screens and the API see it: a valid row of a batch not confirmed yet is "valid"
 * (checked, waiting for the confirmation); the same row once the batch is confirmed is "pending" (in
 * the queue). The table keeps one "pending" for both: the batch's status tells them apart.
 */
export const BATCH_ROW_VIEW_STATUSES = ["invalid", "valid", ...BATCH_ROW_STATUSES.slice(1)] as const;
export type BatchRowViewStatus = (typeof BATCH_ROW_VIEW_STATUSES)[number];

export const batchRowsQuerySchema = pageQuerySchema.extend({
  status: z.union([z.literal(""), z.literal("all"), z.literal("issues"), z.enum(BATCH_ROW_VIEW_STATUSES)]).optional(),
});
export type BatchRowsQuery = z.input<typeof batchRowsQuerySchema>;

export const batchErrorsQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "Formato inválido: use csv ou xlsx" }).default("csv"),
});

export const BATCH_STATUS_LABELS: Record<(typeof BATCH_STATUSES)[number], string> = {
  validated: "Aguardando confirmação",
  running: "Gerando documentos",
  done: "Concluído",
};
export const BATCH_ROW_STATUS_LABELS: Record<BatchRowViewStatus, string> = {
  invalid: "Com erros",
  valid: "Validada",
  pending: "Na fila",
  created: "Criado",
  done: "Criado",
  failed: "Falhou",
};

export const batchSchema = z.object({
  id: z.string(),
  templateId: z.string().nullable(),
  templateTitle: z.string(),
  fileName: z.string(),
  documentStatus: batchDocumentStatusSchema,
  status: z.enum(BATCH_STATUSES),
  headers: z.array(z.string()),
  totalRows: countSchema,
  invalidRows: countSchema,
  validRows: countSchema,
  signatureRows: countSchema,
  /** Rows whose document exists (created or done). */
  createdRows: countSchema,
  failedRows: countSchema,
  /** Valid rows not handled yet. */
  pendingRows: countSchema,
  createdAt: dateTimeText,
  confirmedAt: dateTimeText.nullable(),
  finishedAt: dateTimeText.nullable(),
});
export type Batch = z.output<typeof batchSchema>;

export const batchRowSchema = z.object({
  rowNumber: z.number().int(),
  status: z.enum(BATCH_ROW_VIEW_STATUSES),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
  error: z.string().nullable(),
  documentId: z.string().nullable(),
  /** The first cells of the row, to recognise it on screen. */
  preview: z.string(),
});
export type BatchRow = z.output<typeof batchRowSchema>;
