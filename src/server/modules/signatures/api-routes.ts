import type { FastifyPluginAsync } from "fastify";
import { requireApiScope } from "../../../domain/auth/permissions";
import { API_V1_PREFIX } from "../../../domain/public-api/api-v1";
import { apiV1Contracts as c } from "../../../domain/public-api/contract";
import type { SignatureRequestDetail } from "../../../domain/signatures/signatures";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { cancelSignatureRequest } from "./cancel-request";
import { createSignatureRequest } from "./create-request";
import { signedPdfHeaders } from "./pdf-headers";
import { signedPdfFile, visibleRequestDetail } from "./read-request";

const documentsRead = { access: requireApiScope("documents:read") };
const signaturesWrite = { access: requireApiScope("signatures:write") };

/** The public API's URL of a request's signed PDF (the web's own route needs a session). */
const withApiUrls = (detail: SignatureRequestDetail): SignatureRequestDetail => ({
  ...detail,
  signedDocumentUrl: detail.signedDocumentUrl && `${API_V1_PREFIX}/signature-requests/${detail.id}/signed-pdf`,
});

/**
 * The public API v1's signature requests (issue 23): the web's operations (same provider, same plan
 * limits, same invitations), called by an API key acting as its account.
 */
export function signatureApiRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, c.createSignatureRequest, signaturesWrite, async (request, reply) =>
      reply.status(201).send(await createSignatureRequest(deps, actorOf(request), request.params.id, request.body)),
    );
    route(app, c.getSignatureRequest, documentsRead, async (request) =>
      withApiUrls(await visibleRequestDetail(deps.db, actorOf(request), request.params.id)),
    );
    route(app, c.cancelSignatureRequest, signaturesWrite, async (request) =>
      withApiUrls(await cancelSignatureRequest(deps, actorOf(request), request.params.id)),
    );
    route(app, c.signedPdf, documentsRead, async (request, reply) => {
      const { body, byteSize, title } = await signedPdfFile(deps, actorOf(request), request.params.id);
      return reply.headers(signedPdfHeaders(title)).header("Content-Length", byteSize).send(body);
    });
  };
}
