import { z } from "zod";
import { binaryBody, noContent } from "../shared/contracts/define";

/**
 * The one stored PDF of a finalized document (issue 50): rendered once by a job after the finalizing
 * commit, stored with its SHA-256, then served to everyone byte for byte. Its states and the texts a
 * user or an API client sees while it is made.
 */
export const DOCUMENT_PDF_STATUSES = ["pending", "ready", "failed"] as const;
export type DocumentPdfStatus = (typeof DOCUMENT_PDF_STATUSES)[number];

/** Tries of the render job: the first and 4 retries, waiting 30 s, 1, 2 and 4 minutes. */
export const PDF_RENDER_RETRY = { limit: 4, delaySeconds: 30, backoff: true } as const;

export const DOCUMENT_PDF_MESSAGES = {
  generating: "Gerando PDF…",
  /** The 202 of a download asked before the file is stored. */
  notReady: "O PDF do documento ainda está sendo gerado. Tente novamente em alguns segundos.",
  renderFailed: "Não foi possível gerar o PDF do documento.",
  retrying: (attempt: number) =>
    `Falha ao gerar o PDF (tentativa ${attempt} de ${PDF_RENDER_RETRY.limit + 1}); nova tentativa automática em instantes.`,
  failedForGood: "O PDF não pôde ser gerado após várias tentativas. Ao baixá-lo, uma nova tentativa é feita.",
  legacyHash: "SHA-256 do primeiro PDF (antes do arquivo armazenado)",
} as const;

/** The 202 of a PDF download asked before the document's file is stored: try again later. */
export const pdfNotReadySchema = z
  .object({
    status: z
      .enum(["pending", "failed"])
      .meta({ description: "pending: sendo gerado; failed: tentativas esgotadas (uma nova foi pedida)" }),
    message: z.string(),
    error: z.string().nullable().meta({ description: "A última falha ao gerar o PDF, quando houve" }),
  })
  .meta({ description: "O PDF ainda não está pronto (Retry-After diz quando tentar de novo)" });
export type PdfNotReady = z.infer<typeof pdfNotReadySchema>;

/**
 * The answers of a finalized document's PDF route: the stored file (ETag = its SHA-256), a part of it
 * (Range), nothing new (If-None-Match) or not ready yet.
 */
export const storedPdfResponses = {
  200: binaryBody("application/pdf", "O documento em PDF (ETag: o SHA-256 do arquivo armazenado)"),
  202: pdfNotReadySchema,
  206: binaryBody("application/pdf", "A parte pedida do PDF (cabeçalho Range)"),
  304: noContent,
} as const;
