import { z } from "zod";
import { pageQuerySchema } from "../list";
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
} from "../support";
import { inboundAddedSchema, inboundDroppedSchema, SUPPORT_INBOUND_PATH } from "../support-inbound";
import { idParamsSchema, storedFileInfoSchema } from "../templates";
import { defineContract, okAnswer, pageOf, readContract } from "./contract";

const ticketErrors = ["NOT_FOUND"] as const;

/** In-app support (issue 29): every signed-in user's own tickets, and the super admin's queue. */
export const supportContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/support/tickets",
    summary: "Meus chamados de suporte",
    query: pageQuerySchema,
    response: { 200: pageOf(ticketItemSchema) },
    errors: [],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/support/tickets",
    summary: "Abre um chamado de suporte",
    body: ticketFormSchema,
    response: { 201: ticketDetailSchema },
    errors: ["NOT_FOUND"],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/support/tickets/:id",
    summary: "Um chamado meu e a conversa (sem as notas internas da equipe)",
    params: idParamsSchema,
    response: { 200: ticketDetailSchema },
    errors: ticketErrors,
  }),
  reply: defineContract({
    method: "POST",
    path: "/api/support/tickets/:id/messages",
    summary: "Responde a um chamado meu (reabre um chamado resolvido ou aguardando)",
    params: idParamsSchema,
    body: replyFormSchema,
    response: { 201: ticketDetailSchema },
    errors: ticketErrors,
  }),
  /** The body is the file's raw bytes: an image (PNG, JPEG, GIF, WebP) or a PDF, read from the bytes. */
  uploadAttachment: defineContract({
    method: "POST",
    path: "/api/support/attachments",
    summary: "Envia um anexo de chamado (imagem ou PDF, até 5 MB)",
    response: { 201: storedFileInfoSchema },
    errors: ["IMAGE_TOO_LARGE", "NOT_AN_IMAGE"],
  }),
  queue: defineContract({
    method: "GET",
    path: "/api/admin/support/tickets",
    summary: "Fila de suporte: contas com suporte prioritário primeiro, depois o prazo de primeira resposta",
    query: adminTicketQuerySchema,
    response: { 200: pageOf(ticketItemSchema) },
    errors: [],
  }),
  adminGet: defineContract({
    method: "GET",
    path: "/api/admin/support/tickets/:id",
    summary: "Um chamado com a conversa inteira, notas internas incluídas",
    params: idParamsSchema,
    response: { 200: ticketDetailSchema },
    errors: ticketErrors,
  }),
  adminReply: defineContract({
    method: "POST",
    path: "/api/admin/support/tickets/:id/messages",
    summary: "Responde ao cliente ou registra uma nota interna",
    params: idParamsSchema,
    body: staffReplySchema,
    response: { 201: ticketDetailSchema },
    errors: ticketErrors,
  }),
  update: defineContract({
    method: "PATCH",
    path: "/api/admin/support/tickets/:id",
    summary: "Altera o status ou o responsável de um chamado",
    params: idParamsSchema,
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
  cannedCreate: defineContract({
    method: "POST",
    path: "/api/admin/support/canned-replies",
    summary: "Cria uma resposta pronta",
    body: cannedReplyFormSchema,
    response: { 201: cannedReplySchema },
    errors: [],
  }),
  cannedDelete: defineContract({
    method: "DELETE",
    path: "/api/admin/support/canned-replies/:id",
    summary: "Exclui uma resposta pronta",
    params: idParamsSchema,
    response: { 200: okAnswer },
    errors: ["NOT_FOUND"],
  }),
  inboundEmail: defineContract({
    method: "POST",
    path: SUPPORT_INBOUND_PATH,
    summary:
      "Recebe do servidor de e-mail a resposta a um e-mail de chamado (mensagem RFC 822 bruta, segredo no cabeçalho Authorization: Bearer)",
    response: { 200: inboundAddedSchema, 202: inboundDroppedSchema },
    errors: ["UNAUTHORIZED", "BAD_REQUEST", "PAYLOAD_TOO_LARGE"],
  }),
};
