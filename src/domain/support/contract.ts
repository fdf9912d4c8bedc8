import { z } from "zod";
import { binaryBody, defineContract, okAnswer, readContract, uploadContract } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import { pageQuerySchema } from "../shared/list";
import { idParamsSchema, storedFileInfoSchema } from "../templates/templates";
import { inboundAddedSchema, inboundDroppedSchema, SUPPORT_INBOUND_PATH } from "./inbound";
import {
  adminTicketQuerySchema,
  cannedReplyFormSchema,
  cannedReplySchema,
  replyFormSchema,
  staffReplySchema,
  supportAgentSchema,
  supportSummarySchema,
  ticketDetailSchema,
  ticketFormSchema,
  ticketItemSchema,
  ticketUpdateSchema,
} from "./support";

const ticketErrors = ["NOT_FOUND"] as const;

const tickets = resourceContracts("/api/support/tickets", "/api/support/tickets/:id", idParamsSchema);
const adminTickets = resourceContracts("/api/admin/support/tickets", "/api/admin/support/tickets/:id", idParamsSchema);
const canned = resourceContracts(
  "/api/admin/support/canned-replies",
  "/api/admin/support/canned-replies/:id",
  idParamsSchema,
);

/** In-app support (issue 29): every signed-in user's own tickets, and the super admin's queue. */
export const supportContracts = {
  list: tickets.list("Meus chamados de suporte", pageQuerySchema, ticketItemSchema),
  create: tickets.create("Abre um chamado de suporte", ticketFormSchema, ticketDetailSchema, ["NOT_FOUND"]),
  get: tickets.get("Um chamado meu e a conversa (sem as notas internas da equipe)", ticketDetailSchema),
  reply: tickets.onItem("POST", "/messages", "Responde a um chamado meu (reabre um chamado resolvido ou aguardando)", {
    body: replyFormSchema,
    response: { 201: ticketDetailSchema },
    errors: ticketErrors,
  }),
  /** The body is the file's raw bytes: an image (PNG, JPEG, GIF, WebP) or a PDF, read from the bytes. */
  uploadAttachment: uploadContract(
    "/api/support/attachments",
    "Envia um anexo de chamado (imagem ou PDF, até 5 MB)",
    { 201: storedFileInfoSchema },
    ["IMAGE_TOO_LARGE", "NOT_AN_IMAGE"],
  ),
  attachment: defineContract({
    method: "GET",
    path: "/api/support/attachments/:id",
    summary: "Um anexo de chamado (de quem vê a mensagem que o traz: o autor do chamado ou a equipe)",
    params: idParamsSchema,
    response: { 200: binaryBody("application/octet-stream", "O anexo, com o tipo lido dos seus bytes") },
    errors: ["NOT_FOUND"],
  }),
  queue: adminTickets.list(
    "Fila de suporte: contas com suporte prioritário primeiro, depois o prazo de primeira resposta",
    adminTicketQuerySchema,
    ticketItemSchema,
  ),
  adminGet: adminTickets.get("Um chamado com a conversa inteira, notas internas incluídas", ticketDetailSchema),
  adminReply: adminTickets.onItem("POST", "/messages", "Responde ao cliente ou registra uma nota interna", {
    body: staffReplySchema,
    response: { 201: ticketDetailSchema },
    errors: ticketErrors,
  }),
  update: adminTickets.onItem("PATCH", "", "Altera o status ou o responsável de um chamado", {
    body: ticketUpdateSchema,
    response: { 200: ticketDetailSchema },
    errors: ticketErrors,
  }),
  agents: readContract(
    "/api/admin/support/agents",
    "Quem pode ser responsável por chamados (super administradores)",
    z.array(supportAgentSchema),
  ),
  summary: readContract("/api/admin/support/summary", "Contagens da fila de suporte", supportSummarySchema),
  cannedList: readContract("/api/admin/support/canned-replies", "Respostas prontas", z.array(cannedReplySchema)),
  cannedCreate: canned.create("Cria uma resposta pronta", cannedReplyFormSchema, cannedReplySchema, []),
  /** Answered `{ ok: true }`, not 204. */
  cannedDelete: canned.onItem("DELETE", "", "Exclui uma resposta pronta", {
    response: { 200: okAnswer },
    errors: ["NOT_FOUND"],
  }),
  inboundEmail: uploadContract(
    SUPPORT_INBOUND_PATH,
    "Recebe do servidor de e-mail a resposta a um e-mail de chamado (mensagem RFC 822 bruta, segredo no cabeçalho Authorization: Bearer)",
    { 200: inboundAddedSchema, 202: inboundDroppedSchema },
    ["UNAUTHORIZED", "BAD_REQUEST", "PAYLOAD_TOO_LARGE"],
  ),
};
