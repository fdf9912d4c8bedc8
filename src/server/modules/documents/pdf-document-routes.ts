import type { FastifyPluginAsync } from "fastify";
import { requireApiScope, requirePermission } from "../../../domain/auth/permissions";
import { PDF_MAX_BYTES, PDF_UPLOAD_MESSAGES } from "../../../domain/documents/uploaded-pdf";
import { uploadedPdfContracts as c } from "../../../domain/documents/uploaded-pdf-contract";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import type { DocumentDeps } from "./after-save";
import { getPdfFields } from "./get-pdf-fields";
import { setPdfFields } from "./set-pdf-fields";
import { uploadPdf } from "./upload-pdf";

const tooLarge = () => new AppError("PDF_TOO_LARGE", PDF_UPLOAD_MESSAGES.tooLarge);
/** The v1 upload's JSON carries the file as base64 (4/3 of its size) beside its title. */
const BASE64_BODY_LIMIT = Math.ceil((PDF_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Issue 40: "Enviar PDF para assinatura" (the web sends the bytes; v1 sends them as base64) and the
 * fields of each signer on its pages, for the web (session permissions) and the public API (key scopes).
 */
export function pdfDocumentRoutes(deps: DocumentDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    // Encapsulated: only the web upload reads its body as bytes, stopping as soon as it passes 25 MB.
    await app.register(async (raw) => {
      acceptRawBody(raw, PDF_MAX_BYTES, tooLarge);
      route(
        raw,
        c.upload,
        { access: requirePermission("create_documents"), bodyLimit: PDF_MAX_BYTES * 2 },
        async (request, reply) =>
          reply
            .status(201)
            .send(await uploadPdf(deps, actorOf(request), { title: request.query.title, data: rawBody(request.body) })),
      );
    });
    route(app, c.fields, { access: requirePermission("view_own_documents") }, async (request) =>
      getPdfFields(db, actorOf(request), request.params.id),
    );
    route(app, c.setFields, { access: requirePermission("edit_own_documents") }, async (request) =>
      setPdfFields(db, actorOf(request), request.params.id, request.body),
    );

    route(
      app,
      c.apiUpload,
      { access: requireApiScope("documents:write"), bodyLimit: BASE64_BODY_LIMIT },
      async (request, reply) => {
        const data = Buffer.from(request.body.file_base64, "base64");
        return reply.status(201).send(await uploadPdf(deps, actorOf(request), { title: request.body.title, data }));
      },
    );
    route(app, c.apiFields, { access: requireApiScope("documents:read") }, async (request) =>
      getPdfFields(db, actorOf(request), request.params.id),
    );
    route(app, c.apiSetFields, { access: requireApiScope("documents:write") }, async (request) =>
      setPdfFields(db, actorOf(request), request.params.id, request.body),
    );
  };
}
