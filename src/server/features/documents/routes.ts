import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  availableTemplatesQuerySchema,
  documentCreateBodySchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentUpdateBodySchema,
  templateIdParamsSchema,
} from "../../../domain/documents";
import { requirePermission } from "../../../domain/permissions";
import type { RouteDeps } from "../../deps-types";
import { actorOf } from "../../http/guards";
import { storedImageResolver } from "../../integrations/pdf/stored-image-resolver";
import type { ImageResolver } from "../../integrations/pdf/types";
import { queueDocumentDeliveries } from "../../jobs/deliver-document";
import { documentPdf, pdfContentDisposition } from "./document-pdf";
import { getDocument, listDocuments } from "./read-documents";
import { createDocument, deleteDocument, finalizeDocument, updateDocument } from "./save-document";
import { availableCategories, availableTemplates, headerFooterOptions, usableTemplate } from "./template-access";

const create = requirePermission("create_documents");
const view = requirePermission("view_own_documents");
const edit = requirePermission("edit_own_documents");
const params = documentIdParamsSchema;
/** Values of a long document stay well under this. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Images a document's PDF may embed: our stored files of the document's own account or global ones,
 * inlined by the PDF service; anything else is left out (no fetch, no other tenant's file).
 */
function documentImages(deps: Pick<RouteDeps, "storage" | "config">, accountId: string | null): ImageResolver {
  return storedImageResolver(async (id) => {
    const file = await deps.storage.get(id);
    if (!file || (file.corporateAccountId !== null && file.corporateAccountId !== accountId)) return null;
    return file;
  }, deps.config.appUrl);
}

/** Documents (spec 3 §2): template selection data, create/edit/finalize/delete, list, detail, PDF. */
export function documentRoutes(
  deps: Pick<RouteDeps, "db" | "pdf" | "storage" | "config" | "jobs" | "log">,
): FastifyPluginAsyncZod {
  const { db, pdf } = deps;
  return async (app) => {
    app.get(
      "/api/documents/available-templates",
      { config: { access: create }, schema: { querystring: availableTemplatesQuerySchema } },
      async (request) => availableTemplates(db, actorOf(request), request.query),
    );
    app.get("/api/documents/available-categories", { config: { access: create } }, async (request) =>
      availableCategories(db, actorOf(request)),
    );
    app.get(
      "/api/documents/available-templates/:templateId",
      { config: { access: create }, schema: { params: templateIdParamsSchema } },
      async (request) => usableTemplate(db, actorOf(request), request.params.templateId),
    );
    app.get("/api/documents/header-footers", { config: { access: create } }, async (request) =>
      headerFooterOptions(db, actorOf(request)),
    );

    app.get(
      "/api/documents",
      { config: { access: view }, schema: { querystring: documentListQuerySchema } },
      async (request) => listDocuments(db, actorOf(request), request.query),
    );
    app.post(
      "/api/documents",
      { config: { access: create }, bodyLimit: BODY_LIMIT, schema: { body: documentCreateBodySchema } },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = await createDocument(db, actor, request.body);
        await queueDocumentDeliveries(deps, id); // the automatic deliveries of a finalized save, after the commit
        return reply.status(201).send(await getDocument(db, actor, id));
      },
    );
    app.get("/api/documents/:id", { config: { access: view }, schema: { params } }, async (request) =>
      getDocument(db, actorOf(request), request.params.id),
    );
    app.put(
      "/api/documents/:id",
      { config: { access: edit }, bodyLimit: BODY_LIMIT, schema: { params, body: documentUpdateBodySchema } },
      async (request) => {
        const actor = actorOf(request);
        await updateDocument(db, actor, request.params.id, request.body);
        await queueDocumentDeliveries(deps, request.params.id);
        return getDocument(db, actor, request.params.id);
      },
    );
    app.post("/api/documents/:id/finalize", { config: { access: edit }, schema: { params } }, async (request) => {
      const actor = actorOf(request);
      await finalizeDocument(db, actor, request.params.id);
      await queueDocumentDeliveries(deps, request.params.id);
      return getDocument(db, actor, request.params.id);
    });
    app.delete("/api/documents/:id", { config: { access: edit }, schema: { params } }, async (request, reply) => {
      await deleteDocument(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });
    app.get("/api/documents/:id/pdf", { config: { access: view }, schema: { params } }, async (request, reply) => {
      const doc = await getDocument(db, actorOf(request), request.params.id);
      const bytes = await documentPdf(db, pdf, doc, documentImages(deps, doc.corporateAccount?.id ?? null));
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", pdfContentDisposition(doc.title))
        .send(bytes);
    });
  };
}
