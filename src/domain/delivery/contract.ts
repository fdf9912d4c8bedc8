import { z } from "zod";
import { documents } from "../documents/contract";
import { storedPdfResponses } from "../documents/pdf-state";
import { defineContract } from "../shared/contracts/define";
import {
  deliveryChannelsStatusSchema,
  deliveryLogEntrySchema,
  deliveryParamsSchema,
  revokedLinksSchema,
  shareBodySchema,
  sharedDocumentViewSchema,
  sharedTokenParamsSchema,
} from "./delivery";

/** Sharing and delivery (spec 3 "Share dialog", §7): share, log, retry, channel status, public link. */
export const deliveryContracts = {
  share: documents.onItem("POST", "/share", "Põe o envio de um documento (e-mail ou WhatsApp) na fila de entrega", {
    body: shareBodySchema,
    response: { 202: deliveryLogEntrySchema },
    // A failed insert answers code INTERNAL (500) with the share error text: not one of ERRORS' codes.
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
  log: documents.onItem("GET", "/deliveries", "O histórico de envios do documento, do mais recente", {
    response: { 200: z.array(deliveryLogEntrySchema) },
    errors: ["NOT_FOUND"],
  }),
  retry: defineContract({
    method: "POST",
    path: "/api/documents/:id/deliveries/:deliveryId/retry",
    summary: "Reenvia uma entrega que falhou",
    params: deliveryParamsSchema,
    response: { 202: deliveryLogEntrySchema },
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
  channels: documents.onItem(
    "GET",
    "/delivery-channels",
    "Quais canais têm configuração para as entregas do documento",
    {
      response: { 200: deliveryChannelsStatusSchema },
      errors: ["NOT_FOUND"],
    },
  ),
  revokeLinks: documents.onItem("POST", "/share-links/revoke", "Revoga todos os links públicos do documento", {
    response: { 200: revokedLinksSchema },
    errors: ["NOT_FOUND"],
  }),
  shared: defineContract({
    method: "GET",
    path: "/api/shared/:token",
    summary: "A página pública de um documento compartilhado (sem login): título e datas",
    params: sharedTokenParamsSchema,
    response: { 200: sharedDocumentViewSchema },
    errors: ["NOT_FOUND"],
  }),
  sharedPdf: defineContract({
    method: "GET",
    path: "/api/shared/:token/pdf",
    summary: "O PDF de um documento compartilhado (sem login)",
    params: sharedTokenParamsSchema,
    response: storedPdfResponses,
    errors: ["NOT_FOUND", "PDF_TIMEOUT", "PDF_UNAVAILABLE"],
  }),
};
