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
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { actorOf } from "../../http/guards";
import type { ImageResolver, PdfService } from "../../integrations/pdf/types";
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

export interface DocumentRoutesDeps {
  db: Db;
  /** The PDF service (later deps.pdf); without it the PDF route answers 503. */
  pdf?: PdfService;
  resolveImage?: ImageResolver;
}

/** Documents (spec 3 §2): template selection data, create/edit/finalize/delete, list, detail, PDF. */
export function documentRoutes({ db, pdf, resolveImage }: DocumentRoutesDeps): FastifyPluginAsyncZod {
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
        return getDocument(db, actor, request.params.id);
      },
    );
    app.post("/api/documents/:id/finalize", { config: { access: edit }, schema: { params } }, async (request) => {
      const actor = actorOf(request);
      await finalizeDocument(db, actor, request.params.id);
      return getDocument(db, actor, request.params.id);
    });
    app.delete("/api/documents/:id", { config: { access: edit }, schema: { params } }, async (request, reply) => {
      await deleteDocument(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    });
    app.get("/api/documents/:id/pdf", { config: { access: view }, schema: { params } }, async (request, reply) => {
      const doc = await getDocument(db, actorOf(request), request.params.id);
      if (!pdf) throw new AppError("PDF_UNAVAILABLE", 503, "Geração de PDF indisponível no momento.");
      const bytes = await documentPdf(db, pdf, doc, resolveImage);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", pdfContentDisposition(doc.title))
        .send(bytes);
    });
  };
}
