import type { FastifyPluginAsync } from "fastify";
import { documentContracts as c } from "../../../domain/contracts/documents";
import { requirePermission } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { queueDocumentDeliveries } from "../delivery";
import { pdfContentDisposition, renderDocumentPdf } from "./document-pdf";
import { makeFirstPdf } from "./first-pdf";
import { getDocument, listDocuments } from "./read-documents";
import { createDocument, deleteDocument, finalizeDocument, updateDocument } from "./save-document";
import { availableCategories, availableTemplates, headerFooterOptions, usableTemplate } from "./template-access";

const create = { access: requirePermission("create_documents") };
const view = { access: requirePermission("view_own_documents") };
const edit = { access: requirePermission("edit_own_documents") };
/** Values of a long document stay well under this. */
const BODY_LIMIT = 1024 * 1024;

/** Documents (spec 3 §2): template selection data, create/edit/finalize/delete, list, detail, PDF. */
export function documentRoutes(
  deps: Pick<RouteDeps, "db" | "pdf" | "storage" | "config" | "jobs" | "log">,
): FastifyPluginAsync {
  const { db } = deps;
  /** After a save committed: a finalized document's first PDF and its hash, then its automatic deliveries. */
  const afterSave = async (documentId: string) => {
    await makeFirstPdf(deps, documentId);
    await queueDocumentDeliveries(deps, documentId);
  };
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
    route(app, c.create, { ...create, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const actor = actorOf(request);
      const id = await createDocument(db, actor, request.body);
      await afterSave(id);
      return reply.status(201).send(await getDocument(db, actor, id));
    });
    route(app, c.get, view, async (request) => getDocument(db, actorOf(request), request.params.id));
    route(app, c.update, { ...edit, bodyLimit: BODY_LIMIT }, async (request) => {
      const actor = actorOf(request);
      await updateDocument(db, actor, request.params.id, request.body);
      await afterSave(request.params.id);
      return getDocument(db, actor, request.params.id);
    });
    route(app, c.finalize, edit, async (request) => {
      const actor = actorOf(request);
      await finalizeDocument(db, actor, request.params.id);
      await afterSave(request.params.id);
      return getDocument(db, actor, request.params.id);
    });
    route(app, c.remove, edit, async (request, reply) => {
      await deleteDocument(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });
    route(app, c.pdf, view, async (request, reply) => {
      const doc = await getDocument(db, actorOf(request), request.params.id);
      // Renders only: the hash of the first PDF was recorded when the document was finalized.
      const bytes = await renderDocumentPdf(deps, { ...doc, corporateAccountId: doc.corporateAccount?.id ?? null });
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", pdfContentDisposition(doc.title))
        .send(bytes);
    });
  };
}
