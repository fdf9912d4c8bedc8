import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentIdParamsSchema } from "../../../domain/documents";
import { requirePermission, requireRole } from "../../../domain/permissions";
import {
  declineBodySchema,
  sealCertificateBodySchema,
  signatureRequestBodySchema,
  signatureRequestIdParamsSchema,
  signBodySchema,
  signingTokenParamsSchema,
} from "../../../domain/signatures";
import type { RouteDeps } from "../../platform/deps";
import { notFound } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { cancelSignatureRequest } from "./cancel-request";
import { createSignatureRequest } from "./create-request";
import { documentSignatureRequest, visibleRequest } from "./read-request";
import { removeSealCertificate, sealCertificateView, uploadSealCertificate } from "./seal/seal-certificate";
import { declineSigning, sendSigningCode, signDocument, signingPdf, signingView } from "./signing-flow";

const create = requirePermission("create_documents");
const view = requirePermission("view_own_documents");

const pdfHeaders = (disposition: "inline" | "attachment", name: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `${disposition}; filename="${name}.pdf"`,
  "Cache-Control": "no-store",
});

/** Signature requests (spec 3 §7 "Signature request", issue 11) and the built-in provider's public signing page. */
export function signatureRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/documents/:id/signature-requests",
      { config: { access: create }, schema: { params: documentIdParamsSchema, body: signatureRequestBodySchema } },
      async (request, reply) => {
        const created = await createSignatureRequest(deps, actorOf(request), request.params.id, request.body);
        return reply.status(201).send(created);
      },
    );
    app.get(
      "/api/documents/:id/signature-request",
      { config: { access: view }, schema: { params: documentIdParamsSchema } },
      async (request) => documentSignatureRequest(deps.db, actorOf(request), request.params.id),
    );
    app.post(
      "/api/signature-requests/:id/cancel",
      { config: { access: create }, schema: { params: signatureRequestIdParamsSchema } },
      async (request) => cancelSignatureRequest(deps, actorOf(request), request.params.id),
    );
    app.get(
      "/api/signature-requests/:id/signed-pdf",
      { config: { access: view }, schema: { params: signatureRequestIdParamsSchema } },
      async (request, reply) => {
        const row = await visibleRequest(deps.db, actorOf(request), request.params.id);
        const file = row.request.signedFileId ? await deps.storage.get(row.request.signedFileId) : null;
        if (!file) throw notFound("Documento assinado ainda não disponível");
        return reply.headers(pdfHeaders("attachment", `documento-assinado-${row.request.id}`)).send(file.data);
      },
    );

    const superAdmin = requireRole("super_admin");
    app.get("/api/signature-seal-certificate", { config: { access: superAdmin } }, async () =>
      sealCertificateView(deps),
    );
    app.put(
      "/api/signature-seal-certificate",
      { config: { access: superAdmin }, bodyLimit: 300 * 1024, schema: { body: sealCertificateBodySchema } },
      async (request) =>
        uploadSealCertificate(deps, Buffer.from(request.body.pfxBase64, "base64"), request.body.password),
    );
    app.delete("/api/signature-seal-certificate", { config: { access: superAdmin } }, async (_request, reply) => {
      await removeSealCertificate(deps);
      return reply.status(204).send();
    });

    // Public: the signer's link is the credential (an unknown, canceled or other request's token is refused).
    const publicRoute = { access: "public" as const };
    app.get(
      "/api/sign/:token",
      { config: publicRoute, schema: { params: signingTokenParamsSchema } },
      async (request) => signingView(deps, request.params.token),
    );
    app.get(
      "/api/sign/:token/pdf",
      { config: publicRoute, schema: { params: signingTokenParamsSchema } },
      async (request, reply) => {
        const { data } = await signingPdf(deps, request.params.token);
        return reply.headers(pdfHeaders("inline", "documento")).send(data);
      },
    );
    app.post(
      "/api/sign/:token/code",
      { config: publicRoute, schema: { params: signingTokenParamsSchema } },
      async (request) => sendSigningCode(deps, request.params.token),
    );
    app.post(
      "/api/sign/:token/sign",
      {
        config: publicRoute,
        bodyLimit: 512 * 1024,
        schema: { params: signingTokenParamsSchema, body: signBodySchema },
      },
      async (request) =>
        signDocument(deps, request.params.token, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        }),
    );
    app.post(
      "/api/sign/:token/decline",
      { config: publicRoute, schema: { params: signingTokenParamsSchema, body: declineBodySchema } },
      async (request) =>
        declineSigning(
          deps,
          request.params.token,
          request.body.reason,
          request.ip,
          request.headers["user-agent"] ?? null,
        ),
    );
  };
}
