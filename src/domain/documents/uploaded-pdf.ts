import { z } from "zod";

/**
 * A contract the account brings as a PDF (issue 40): "Enviar PDF para assinatura" makes it a
 * document of the account (source "PDF enviado") whose bytes are the ones signed and sealed.
 */
export const PDF_MAX_BYTES = 25 * 1024 * 1024;
export const PDF_MAX_PAGES = 200;
export const PDF_MIME = "application/pdf";

export const DOCUMENT_SOURCES = ["template", "pdf"] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];
export const DOCUMENT_SOURCE_LABELS: Record<DocumentSource, string> = {
  template: "Modelo",
  pdf: "PDF enviado",
};

export const PDF_UPLOAD_MESSAGES = {
  tooLarge: "O PDF deve ter no máximo 25 MB.",
  notAPdf: "O arquivo não é um PDF: o conteúdo não começa com a assinatura %PDF.",
  empty: "Nenhum arquivo foi enviado.",
  truncated: "O PDF está incompleto (cortado no envio ou na cópia): falta o fim do arquivo.",
  corrupt: "O PDF está corrompido e não pode ser lido.",
  noPages: "O PDF não tem nenhuma página.",
  encrypted: "O PDF está protegido por senha ou criptografado. Envie uma cópia sem proteção.",
  tooManyPages: (pages: number) => `O PDF tem ${pages} páginas; o máximo é 200.`,
  alreadySigned:
    "Este PDF já tem assinaturas digitais: os novos campos e o selo serão acrescentados em uma atualização incremental, sem alterar as assinaturas existentes.",
  titleTooLong: "O título deve ter no máximo 200 caracteres.",
  defaultTitle: "PDF enviado",
} as const;

/** A page's size in PDF points (1/72 in), as the PDF's MediaBox says, rotation applied. */
export const pdfPageSizeSchema = z.object({ width: z.number(), height: z.number() });
export type PdfPageSize = z.infer<typeof pdfPageSizeSchema>;

/** What a document made from an uploaded PDF adds to its detail. */
export const uploadedPdfInfoSchema = z.object({
  pageCount: z.number().int(),
  pages: z.array(pdfPageSizeSchema),
  byteSize: z.number().int(),
  /** SHA-256 (hex) of the bytes as uploaded. */
  originalSha256: z.string(),
  /** The PDF already carried digital signatures when uploaded. */
  hadSignatures: z.boolean(),
  /** Said once, to whoever uploaded it: why the result is an incremental update. */
  warnings: z.array(z.string()),
});
export type UploadedPdfInfo = z.infer<typeof uploadedPdfInfoSchema>;

/** POST /api/documents/pdf?title=… (the body is the PDF's bytes). */
export const pdfUploadQuerySchema = z.object({
  title: z.string().trim().max(200, PDF_UPLOAD_MESSAGES.titleTooLong).optional(),
});
