import type { FastifyInstance } from "fastify";
import type { documentContracts } from "../../../domain/documents/contract";
import type { RouteContract } from "../../../domain/shared/contracts/define";
import { actorOf } from "../../platform/http/guards";
import { type RouteOptions, route } from "../../platform/http/route";
import type { DocumentDeps } from "./after-save";
import { createDocumentAndRead } from "./create-document";
import { finalizeDocumentAndRead } from "./finalize-document";
import { getDocument } from "./get-document";
import { sendDocumentPdf } from "./send-document-pdf";
import { updateDocumentAndRead } from "./update-document";

/** Values of a long document stay well under this (the web form's limit). */
const BODY_LIMIT = 1024 * 1024;

type Shared = Pick<typeof documentContracts, "create" | "get" | "update" | "finalize" | "pdf">;

/**
 * The contracts of the document operations that the web (/api/documents) and the public API v1
 * (/api/v1/documents) both serve: their own paths, summaries and error lists, the same params,
 * bodies and answers.
 */
export type DocumentOperationContracts = {
  [K in keyof Shared]: Omit<Shared[K], "path" | "summary" | "errors"> & RouteContract;
};

/** Who may create, read (detail, PDF) and change (edit, finalize) on each surface. */
export interface DocumentAccess {
  create: RouteOptions;
  view: RouteOptions;
  edit: RouteOptions;
}

/**
 * Registers those shared operations (same validation, same Portuguese field errors, same first PDF
 * and automatic deliveries), so both surfaces answer alike by construction.
 */
export function documentOperationRoutes(
  app: FastifyInstance,
  deps: DocumentDeps,
  { create, view, edit }: DocumentAccess,
  c: DocumentOperationContracts,
): void {
  route(app, c.create, { ...create, bodyLimit: BODY_LIMIT }, async (request, reply) =>
    reply.status(201).send(await createDocumentAndRead(deps, actorOf(request), request.body)),
  );
  route(app, c.get, view, async (request) => getDocument(deps.db, actorOf(request), request.params.id));
  route(app, c.update, { ...edit, bodyLimit: BODY_LIMIT }, async (request) =>
    updateDocumentAndRead(deps, actorOf(request), request.params.id, request.body),
  );
  route(app, c.finalize, edit, async (request) => finalizeDocumentAndRead(deps, actorOf(request), request.params.id));
  route(app, c.pdf, view, async (request, reply) =>
    sendDocumentPdf(deps, actorOf(request), request.params.id, request, reply),
  );
}
