import type { FastifyPluginAsync } from "fastify";
import { requirePermission, requireRole } from "../../../domain/auth/permissions";
import { signatureContracts as c } from "../../../domain/signatures/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { cancelSignatureRequest } from "./cancel-request";
import { createSignatureRequest } from "./create-request";
import { declineSigning } from "./decline-signing";
import { pdfHeaders, signedPdfHeaders } from "./pdf-headers";
import {
  removeSealCertificate,
  sealCertificateView,
  uploadSealCertificate,
} from "./providers/builtin/seal-certificate";
import { resumeWaitingSeals } from "./providers/builtin/signature-seal-job";
import { documentSignatureRequest, signedPdfFile } from "./read-request";
import { readSignatureSettings } from "./read-signature-settings";
import { saveSignatureSettings } from "./save-signature-settings";
import { sendSigningCode } from "./send-signing-code";
import { signDocument } from "./sign-document";
import { sendGonePage, signerClient, signerRateLimit } from "./signer-guard";
import { signingPdf } from "./signing-pdf";
import { signingView } from "./signing-view";

const create = { access: requirePermission("create_documents") };
const view = { access: requirePermission("view_own_documents") };
const superAdmin = { access: requireRole("super_admin") };
// Public: the signer's link is the credential (an unknown, canceled or other request's token is refused).
const signer = { access: "public" as const };

/** Signature requests (spec 3 §7 "Signature request", issue 11) and the built-in provider's public signing page. */
export function signatureRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, c.create, create, async (request, reply) => {
      const created = await createSignatureRequest(deps, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(created);
    });
    route(app, c.ofDocument, view, async (request) =>
      documentSignatureRequest(deps.db, actorOf(request), request.params.id),
    );
    // The account's choices about signatures (issue 48 point 6): whoever manages the account.
    const manage = { access: requirePermission("manage_corporate_account") };
    route(app, c.settings, manage, async (request) => readSignatureSettings(deps.db, actorOf(request)));
    route(app, c.saveSettings, manage, async (request) =>
      saveSignatureSettings(deps.db, actorOf(request), request.body),
    );
    route(app, c.cancel, create, async (request) => cancelSignatureRequest(deps, actorOf(request), request.params.id));
    route(app, c.signedPdf, view, async (request, reply) => {
      const { body, byteSize, title } = await signedPdfFile(deps, actorOf(request), request.params.id);
      return reply.headers(signedPdfHeaders(title)).header("Content-Length", byteSize).send(body);
    });

    route(app, c.sealCertificate, superAdmin, async () => sealCertificateView(deps));
    // A new certificate, or the platform's again: requests that waited for a usable one are sealed now.
    route(app, c.uploadSealCertificate, { ...superAdmin, bodyLimit: 300 * 1024 }, async (request) => {
      await uploadSealCertificate(
        deps,
        actorOf(request),
        Buffer.from(request.body.pfxBase64, "base64"),
        request.body.password,
      );
      await resumeWaitingSeals(deps);
      return sealCertificateView(deps);
    });
    noContentRoute(app, c.removeSealCertificate, superAdmin, async (request) => {
      await removeSealCertificate(deps, actorOf(request));
      await resumeWaitingSeals(deps);
    });

    // Per link and per client address, before anything else is looked at (issue 22, defect 2).
    app.addHook("onRequest", signerRateLimit(deps.rateLimits, deps.config.signRateLimit));
    route(app, c.signing, signer, async (request) => signingView(deps, request.params.token));
    route(app, c.signingPdf, signer, async (request, reply) => {
      try {
        const { body, byteSize } = await signingPdf(deps, request.params.token);
        return reply.headers(pdfHeaders("inline", "documento")).header("Content-Length", byteSize).send(body);
      } catch (err) {
        // Opened in a browser tab: an ended request answers a Portuguese page (410).
        const page = sendGonePage(request, reply, err);
        if (page) return page;
        throw err;
      }
    });
    route(app, c.sendCode, signer, async (request) =>
      sendSigningCode(deps, request.params.token, signerClient(request)),
    );
    route(app, c.sign, { ...signer, bodyLimit: 512 * 1024 }, async (request) =>
      signDocument(deps, request.params.token, { ...request.body, ...signerClient(request) }),
    );
    route(app, c.decline, signer, async (request) =>
      declineSigning(deps, request.params.token, request.body.reason, signerClient(request)),
    );
  };
}
