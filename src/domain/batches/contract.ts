import { binaryBody, defineContract, pageOf } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import { pageQuerySchema } from "../shared/list";
import {
  batchErrorsQuerySchema,
  batchIdParamsSchema,
  batchRowSchema,
  batchRowsQuerySchema,
  batchSchema,
  batchUploadQuerySchema,
  templateIdParamsSchema,
} from "./views";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const batches = resourceContracts("/api/batches", "/api/batches/:id", batchIdParamsSchema);

/**
 * Many documents from one spreadsheet (issue 24): model → upload (validated, nothing created) →
 * confirm (the batch job creates one document per valid row) → progress and results. The user who
 * may create documents; a batch is seen by whoever would see its documents (decision 0016's scope).
 */
export const batchContracts = {
  model: defineContract({
    method: "GET",
    path: "/api/batches/model/:templateId",
    summary: "A planilha modelo de um modelo de documento (.xlsx)",
    params: templateIdParamsSchema,
    response: { 200: binaryBody(XLSX, "A planilha modelo") },
    errors: [],
  }),
  /** The body is the file's raw bytes (.xlsx or .csv); the rest comes in the query. */
  upload: defineContract({
    method: "POST",
    path: "/api/batches",
    summary: "Envia uma planilha: valida cada linha e guarda o relatório, sem criar documentos",
    query: batchUploadQuerySchema,
    response: { 201: batchSchema },
    errors: ["PAYLOAD_TOO_LARGE"],
  }),
  list: batches.list("Os lotes visíveis, mais recentes primeiro", pageQuerySchema, batchSchema),
  get: batches.get("Um lote, com o seu progresso", batchSchema),
  rows: batches.onItem("GET", "/rows", "As linhas de um lote: erros de validação, estado e documento criado", {
    query: batchRowsQuerySchema,
    response: { 200: pageOf(batchRowSchema) },
    errors: ["NOT_FOUND"],
  }),
  confirm: batches.onItem(
    "POST",
    "/confirm",
    "Confirma o lote: os documentos das linhas válidas são criados em segundo plano",
    {
      response: { 202: batchSchema },
      errors: ["NOT_FOUND", "CONFLICT", "PLAN_LIMIT_REACHED"],
    },
  ),
  errors: batches.onItem("GET", "/errors", "Os erros do lote (linha, campo, erro) em .csv ou .xlsx", {
    query: batchErrorsQuerySchema,
    response: { 200: binaryBody("text/csv", "Os erros do lote") },
    errors: ["NOT_FOUND"],
  }),
  remove: batches.remove("Descarta um lote ainda não confirmado", ["NOT_FOUND", "CONFLICT"]),
};
