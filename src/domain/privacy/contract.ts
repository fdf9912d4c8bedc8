import { binaryBody, defineContract, okAnswer, readContract } from "../shared/contracts/define";
import {
  decideErasureBodySchema,
  erasureRequestListSchema,
  erasureRequestSchema,
  myPrivacySchema,
  privacyRequestIdParamsSchema,
  privacyRequestSchema,
  signerErasureBodySchema,
} from "./privacy";

/**
 * Data-subject requests (issue 27, decision 0041): "Meus dados" for every signed-in user, the admin's
 * decision on erasure requests, and the signer's public request from the link in signature e-mails.
 */
export const privacyContracts = {
  mine: readContract("/api/privacy/me", "Meus pedidos de dados pessoais (cópias e exclusão)", myPrivacySchema),
  requestExport: defineContract({
    method: "POST",
    path: "/api/privacy/exports",
    summary: "Pede uma cópia de todos os meus dados (ZIP preparado em segundo plano, link válido por 24 h)",
    response: { 202: privacyRequestSchema },
    errors: ["CONFLICT"],
  }),
  downloadExport: defineContract({
    method: "GET",
    path: "/api/privacy/exports/:id/download",
    summary: "Baixa a cópia dos meus dados (só o titular, em até 24 h)",
    params: privacyRequestIdParamsSchema,
    response: { 200: binaryBody("application/zip", "Os dados do titular em JSON e os PDFs, num ZIP") },
    errors: ["NOT_FOUND", "CONFLICT", "EXPORT_EXPIRED"],
  }),
  requestErasure: defineContract({
    method: "POST",
    path: "/api/privacy/erasure",
    summary: "Pede a exclusão da minha conta (o administrador da conta confirma)",
    response: { 201: privacyRequestSchema },
    errors: ["CONFLICT"],
  }),
  listErasure: readContract(
    "/api/privacy/erasure-requests",
    "Pedidos de exclusão pendentes (da conta; de usuários sem conta e de todas para o Super Administrador)",
    erasureRequestListSchema,
    ["NO_ACCOUNT"],
  ),
  decideErasure: defineContract({
    method: "POST",
    path: "/api/privacy/erasure-requests/:id/decision",
    summary: "Confirma (anonimiza) ou recusa um pedido de exclusão",
    params: privacyRequestIdParamsSchema,
    body: decideErasureBodySchema,
    response: { 200: erasureRequestSchema },
    errors: ["NOT_FOUND", "CONFLICT", "NO_ACCOUNT", "SELF_DEACTIVATION"],
  }),
  signerRequest: defineContract({
    method: "POST",
    path: "/api/privacy/signer-requests",
    summary: "Signatário pede a exclusão dos seus dados (pelo link do e-mail de assinatura)",
    body: signerErasureBodySchema,
    response: { 202: okAnswer },
    errors: ["SIGNING_LINK_INVALID", "CONFLICT"],
  }),
};
