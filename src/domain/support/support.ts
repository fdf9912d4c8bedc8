import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { countSchema, labelledValues } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { storedFileInfoSchema, uuidSchema } from "../templates/templates";

/**
 * In-app support (issue 29, decision 0046): tickets, their conversation, the super admin's queue.
 * Shared by server and web: the rules, the views, the Portuguese labels and messages.
 */

export const { values: SUPPORT_STATUSES, labels: SUPPORT_STATUS_LABELS } = labelledValues({
  aberto: "Aberto",
  em_andamento: "Em andamento",
  aguardando_cliente: "Aguardando cliente",
  resolvido: "Resolvido",
});
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const { values: SUPPORT_CATEGORIES, labels: SUPPORT_CATEGORY_LABELS } = labelledValues({
  duvida: "Dúvida de uso",
  problema: "Problema técnico",
  financeiro: "Plano e cobrança",
  sugestao: "Sugestão",
  outro: "Outro assunto",
});
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** Attachments: images recognised by their bytes (the uploads' check) and PDF, at most 5 MB each, 5 per message. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 5;
/** Where an attachment is read: only by who sees the message naming it (never /api/files/{id}, decision 0006). */
export const supportAttachmentUrl = (id: string) => `/api/support/attachments/${id}`;

export const SUPPORT_MESSAGES = {
  notFound: "Chamado não encontrado.",
  subjectShort: "Informe o assunto (mínimo 3 caracteres)",
  subjectLong: "Assunto muito longo (máximo 120 caracteres)",
  category: "Escolha uma categoria",
  bodyShort: "Descreva o que aconteceu (mínimo 10 caracteres)",
  replyEmpty: "Escreva a mensagem",
  bodyLong: "Texto muito longo (máximo 5.000 caracteres)",
  tooManyFiles: `No máximo ${SUPPORT_ATTACHMENTS_PER_MESSAGE} anexos por mensagem`,
  fileNotFound: "Anexo não encontrado: envie o arquivo novamente.",
  fileType: "Anexo não aceito: envie uma imagem (PNG, JPEG, GIF ou WebP) ou um PDF.",
  fileTooLarge: "O anexo excede 5 MB.",
  assigneeNotFound: "Responsável não encontrado entre os administradores.",
  cannedTitle: "Informe o título (1 a 80 caracteres)",
  cannedNotFound: "Resposta pronta não encontrada.",
} as const;

const text = (min: number, max: number, minMessage: string, maxMessage: string = SUPPORT_MESSAGES.bodyLong) =>
  z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
/** Users have Better Auth's text ids, not uuids. */
const userIdSchema = z.string().trim().min(1).max(100);
const attachmentIds = z
  .array(uuidSchema)
  .max(SUPPORT_ATTACHMENTS_PER_MESSAGE, SUPPORT_MESSAGES.tooManyFiles)
  .default([]);

export const ticketFormSchema = z.object({
  subject: text(3, 120, SUPPORT_MESSAGES.subjectShort, SUPPORT_MESSAGES.subjectLong),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }),
  description: text(10, 5000, SUPPORT_MESSAGES.bodyShort),
  attachmentIds,
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketForm = z.output<typeof ticketFormSchema>;

export const replyFormSchema = z.object({ body: text(1, 5000, SUPPORT_MESSAGES.replyEmpty), attachmentIds });
export type ReplyForm = z.output<typeof replyFormSchema>;

/** The team's reply: `internal` notes are never shown nor sent to the customer. */
export const staffReplySchema = replyFormSchema.extend({ internal: z.boolean().default(false) });
export type StaffReply = z.output<typeof staffReplySchema>;

export const ticketUpdateSchema = z
  .object({ status: z.enum(SUPPORT_STATUSES).optional(), assigneeId: userIdSchema.nullable().optional() })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, "Nada a alterar");
export type TicketUpdate = z.output<typeof ticketUpdateSchema>;

export const cannedReplyFormSchema = z.object({
  title: z.string().trim().min(1, SUPPORT_MESSAGES.cannedTitle).max(80, SUPPORT_MESSAGES.cannedTitle),
  body: text(1, 5000, SUPPORT_MESSAGES.replyEmpty),
});
export type CannedReplyForm = z.output<typeof cannedReplyFormSchema>;

export const SUPPORT_ASSIGNEE_FILTERS = ["me", "none"] as const;
export const adminTicketQuerySchema = pageQuerySchema.extend({
  status: z.enum(SUPPORT_STATUSES).optional(),
  priority: z.enum(["priority", "standard"]).optional(),
  assignee: z.union([z.enum(SUPPORT_ASSIGNEE_FILTERS), userIdSchema]).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminTicketQuery = z.input<typeof adminTicketQuerySchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A ticket as lists show it (the customer's own list and the queue). */
export const ticketItemSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  priority: z.boolean(),
  accountName: z.string().nullable(),
  requester: person,
  assignee: person.nullable(),
  firstResponseDueAt: dateTimeText,
  firstResponseAt: dateTimeText.nullable(),
  lastMessageAt: dateTimeText,
  createdAt: dateTimeText,
});
export type TicketItem = z.infer<typeof ticketItemSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  fromStaff: z.boolean(),
  internal: z.boolean(),
  /** Came as a reply to a support e-mail (decision 0050), not written in the app. */
  viaEmail: z.boolean(),
  body: z.string(),
  attachments: z.array(storedFileInfoSchema),
  createdAt: dateTimeText,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketItemSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const cannedReplySchema = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const supportAgentSchema = person;

/** The admin dashboard's counts: open tickets, of which priority, unassigned and overdue. */
export const supportSummarySchema = z.object({
  open: countSchema,
  priority: countSchema,
  unassigned: countSchema,
  overdue: countSchema,
});
export type SupportSummary = z.infer<typeof supportSummarySchema>;
