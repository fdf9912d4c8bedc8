import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { documentContracts as c } from "../../../domain/documents/contract";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import type { DocumentDeps } from "./after-save";
import { deleteDocument } from "./delete-document";
import { documentOperationRoutes } from "./document-routes";
import { listDocuments } from "./list-documents";
import { availableCategories, availableTemplates, headerFooterOptions, usableTemplate } from "./template-access";

const create = { access: requirePermission("create_documents") };
const view = { access: requirePermission("view_own_documents") };
const edit = { access: requirePermission("edit_own_documents") };

/** Documents (spec 3 §2): template selection data, create/edit/finalize/delete, list, detail, PDF. */
export function documentRoutes(deps: DocumentDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.availableTemplates, create, async (request) =>
      availableTemplates(db, actorOf(request), request.query),
    );
    route(app, c.availableCategories, create, async (request) => availableCategories(db, actorOf(request)));
    route(app, c.availableTemplate, create, async (request) =>
      usableTemplate(db, actorOf(request), request.params.templateId),
    );
    route(app, c.headerFooters, create, async (request) => headerFooterOptions(db, actorOf(request)));

    route(app, c.pdfStatus, view, async () => ({ available: deps.pdf.available }));
    route(app, c.list, view, async (request) => listDocuments(db, actorOf(request), request.query));
    documentOperationRoutes(app, deps, { create, view, edit }, c);
    noContentRoute(app, c.remove, edit, (request) => deleteDocument(db, actorOf(request), request.params.id));
  };
}
