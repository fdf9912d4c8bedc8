import { z } from "zod";
import { defineContract, readContract } from "../shared/contracts/define";
import { broadcastFormSchema, broadcastIdParamsSchema, broadcastSchema, recipientTreeSchema } from "./broadcast";

/** 'Mensagens em Massa' (spec 3 §2, §7): recipients, history, send, progress — super_admin only. */
export const broadcastContracts = {
  recipients: readContract(
    "/api/admin/broadcast-recipients",
    "Destinatários possíveis, por conta corporativa",
    recipientTreeSchema,
  ),
  history: readContract("/api/admin/broadcasts", "As últimas mensagens em massa", z.array(broadcastSchema)),
  get: defineContract({
    method: "GET",
    path: "/api/admin/broadcasts/:id",
    summary: "Uma mensagem em massa, com o seu progresso",
    params: broadcastIdParamsSchema,
    response: { 200: broadcastSchema },
    errors: ["NOT_FOUND"],
  }),
  send: defineContract({
    method: "POST",
    path: "/api/admin/broadcasts",
    summary: "Envia uma mensagem em massa (entregas em segundo plano)",
    body: broadcastFormSchema,
    response: { 201: broadcastSchema },
    errors: [],
  }),
};
