import { z } from "zod";

/**
 * The fields a signer fills on an uploaded PDF's pages (issue 40 "Fields"). Positions are fractions
 * of the page (0..1) from its top-left corner: the editor draws them over a rendered page of any
 * size, and the stamp turns them into PDF points of that page.
 */
export const PDF_FIELD_KINDS = ["signature", "initials", "name", "cpf", "date", "text", "checkbox"] as const;
export type PdfFieldKind = (typeof PDF_FIELD_KINDS)[number];

export const PDF_FIELD_LABELS: Record<PdfFieldKind, string> = {
  signature: "Assinatura",
  initials: "Rubrica",
  name: "Nome",
  cpf: "CPF",
  date: "Data da assinatura",
  text: "Texto",
  checkbox: "Caixa de seleção",
};

export const PDF_FIELDS_MAX = 500;
export const PDF_FIELD_SIGNERS_MAX = 20;

export const PDF_FIELD_MESSAGES = {
  notPdf: "Campos só podem ser posicionados em um documento enviado em PDF.",
  locked: "Os campos não podem mais ser alterados: o documento já foi enviado para assinatura.",
  pageMissing: (page: number, pages: number) =>
    `A página ${page} não existe: o PDF tem ${pages} ${pages === 1 ? "página" : "páginas"}.`,
  outside: "O campo deve ficar inteiro dentro da página (x + largura e y + altura até 1).",
  tooMany: `No máximo ${PDF_FIELDS_MAX} campos por documento.`,
  kind: "Tipo de campo inválido.",
  signer: `Signatário inválido: use a posição dele na ordem de assinatura (1 a ${PDF_FIELD_SIGNERS_MAX}).`,
  fraction: "Use uma fração da página, de 0 a 1.",
  size: "A largura e a altura devem ser maiores que zero.",
  labelTooLong: "O rótulo deve ter no máximo 100 caracteres.",
  signerMissing: (signer: number, signers: number) =>
    `O PDF tem campos para o ${signer}º signatário, mas a solicitação tem ${signers} ${signers === 1 ? "signatário" : "signatários"}.`,
} as const;

const fraction = z
  .number({ error: PDF_FIELD_MESSAGES.fraction })
  .min(0, PDF_FIELD_MESSAGES.fraction)
  .max(1, PDF_FIELD_MESSAGES.fraction);
const extent = fraction.refine((v) => v > 0, PDF_FIELD_MESSAGES.size);

export const pdfFieldInputSchema = z.object({
  /** The signer's place in the signing order (1 = first to sign). */
  signer: z
    .number({ error: PDF_FIELD_MESSAGES.signer })
    .int(PDF_FIELD_MESSAGES.signer)
    .min(1, PDF_FIELD_MESSAGES.signer)
    .max(PDF_FIELD_SIGNERS_MAX, PDF_FIELD_MESSAGES.signer),
  kind: z.enum(PDF_FIELD_KINDS, { error: PDF_FIELD_MESSAGES.kind }),
  /** 1-based page number. */
  page: z.number().int().min(1, "A página começa em 1."),
  x: fraction,
  y: fraction,
  width: extent,
  height: extent,
  required: z.boolean().default(true),
  /** What a text field asks for ("Endereço", "Cargo"…). */
  label: z.string().trim().max(100, PDF_FIELD_MESSAGES.labelTooLong).nullish(),
});
export type PdfFieldInput = z.input<typeof pdfFieldInputSchema>;

/** PUT /api/documents/:id/fields: the document's whole set of fields (replaces the previous one). */
export const pdfFieldsBodySchema = z.object({
  fields: z.array(pdfFieldInputSchema).max(PDF_FIELDS_MAX, PDF_FIELD_MESSAGES.tooMany),
});
export type PdfFieldsBody = z.input<typeof pdfFieldsBodySchema>;

export const pdfFieldSchema = z.object({
  id: z.string(),
  signer: z.number().int(),
  kind: z.enum(PDF_FIELD_KINDS),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  required: z.boolean(),
  label: z.string().nullable(),
});
export type PdfField = z.infer<typeof pdfFieldSchema>;

export const pdfFieldsAnswerSchema = z.object({ fields: z.array(pdfFieldSchema) });
export type PdfFieldsAnswer = z.infer<typeof pdfFieldsAnswerSchema>;

/** Whether a box stays on its page: the same sum the database's check makes. */
export const insidePage = (f: { x: number; y: number; width: number; height: number }) =>
  f.x + f.width <= 1 && f.y + f.height <= 1;
