import type { FastifyPluginAsync } from "fastify";
import { requireApiScope } from "../../../domain/auth/permissions";
import { apiV1Contracts as c } from "../../../domain/public-api/contract";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import type { DocumentDeps } from "./after-save";
import { apiTemplate, apiTemplates, listDocumentsByCursor } from "./api-reads";
import { deleteDraft } from "./delete-draft";
import { documentOperationRoutes } from "./document-routes";

const templatesRead = { access: requireApiScope("templates:read") };
const documentsRead = { access: requireApiScope("documents:read") };
const documentsWrite = { access: requireApiScope("documents:write") };

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
    documentOperationRoutes(
      app,
      deps,
      { create: documentsWrite, view: documentsRead, edit: documentsWrite },
      {
        create: c.createDocument,
        get: c.getDocument,
        update: c.updateDocument,
        finalize: c.finalizeDocument,
        pdf: c.documentPdf,
      },
    );
    noContentRoute(app, c.deleteDocument, documentsWrite, (request) =>
      deleteDraft(db, actorOf(request), request.params.id),
    );
  };
}
