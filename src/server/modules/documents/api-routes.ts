import type { FastifyPluginAsync } from "fastify";
import { apiV1Contracts as c } from "../../../domain/contracts/api-v1";
import { requireApiScope } from "../../../domain/permissions";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { apiTemplate, apiTemplates, listDocumentsByCursor } from "./api-reads";
import { deleteDraft } from "./delete-draft";
import {
  createDocumentAndRead,
  type DocumentDeps,
  finalizeDocumentAndRead,
  updateDocumentAndRead,
  visibleDocumentPdf,
} from "./document-actions";
import { pdfContentDisposition } from "./document-pdf";
import { getDocument } from "./read-documents";

const templatesRead = { access: requireApiScope("templates:read") };
const documentsRead = { access: requireApiScope("documents:read") };
const documentsWrite = { access: requireApiScope("documents:write") };
/** Values of a long document stay well under this (the web form's limit). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The public API v1's templates and documents (issue 23): the web's own operations (same validation,
 * same Portuguese field errors, same first PDF and automatic deliveries), called by an API key acting
 * as its account (the gate resolves it, platform/http/guards.ts), each route needing one scope.
 */
export function documentApiRoutes(deps: DocumentDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.templates, templatesRead, async (request) => ({ items: await apiTemplates(db, actorOf(request)) }));
    route(app, c.template, templatesRead, async (request) => apiTemplate(db, actorOf(request), request.params.id));

    route(app, c.listDocuments, documentsRead, async (request) =>
      listDocumentsByCursor(db, actorOf(request), request.query),
    );
    route(app, c.createDocument, { ...documentsWrite, bodyLimit: BODY_LIMIT }, async (request, reply) =>
      reply.status(201).send(await createDocumentAndRead(deps, actorOf(request), request.body)),
    );
    route(app, c.getDocument, documentsRead, async (request) => getDocument(db, actorOf(request), request.params.id));
    route(app, c.updateDocument, { ...documentsWrite, bodyLimit: BODY_LIMIT }, async (request) =>
      updateDocumentAndRead(deps, actorOf(request), request.params.id, request.body),
    );
    route(app, c.finalizeDocument, documentsWrite, async (request) =>
      finalizeDocumentAndRead(deps, actorOf(request), request.params.id),
    );
    route(app, c.deleteDocument, documentsWrite, async (request, reply) => {
      await deleteDraft(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });
    route(app, c.documentPdf, documentsRead, async (request, reply) => {
      const { bytes, title } = await visibleDocumentPdf(deps, actorOf(request), request.params.id);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", pdfContentDisposition(title))
        .send(bytes);
    });
  };
}
