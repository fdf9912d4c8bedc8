import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { wordContracts as c } from "../../../domain/word/contract";
import { DOCX_MAX_BYTES, DOCX_MIME, WORD_MESSAGES } from "../../../domain/word/word";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import { fileContentDisposition } from "../../platform/pdf/pdf-disposition";
import { getTemplate } from "../templates";
import { analyzeDocx } from "./analyze-docx";
import { exportDocumentDocx } from "./export-document";
import { importTemplate } from "./import-template";

const manage = { access: requirePermission("manage_templates") };
const tooLarge = () => new AppError("DOCX_TOO_LARGE", WORD_MESSAGES.tooLarge);
/** The import's JSON carries the file as base64 (4/3 of its size) beside the template form. */
const IMPORT_BODY_LIMIT = Math.ceil((DOCX_MAX_BYTES * 4) / 3) + 9 * 1024 * 1024;

/** Word import (analysis, then the reviewed save) and any document's download as .docx (issue 25). */
export function wordRoutes({ db }: Pick<RouteDeps, "db">): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: only the analysis reads its body as bytes, stopping as soon as it passes 10 MB.
    await app.register(async (raw) => {
      acceptRawBody(raw, DOCX_MAX_BYTES, tooLarge);
      route(raw, c.analyze, { ...manage, bodyLimit: DOCX_MAX_BYTES * 2 }, async (request) =>
        analyzeDocx(rawBody(request.body)),
      );
    });
    route(app, c.importTemplate, { ...manage, bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
      const actor = actorOf(request);
      const id = await importTemplate(db, actor, request.body);
      return reply.status(201).send(await getTemplate(db, actor, id));
    });
    route(app, c.documentDocx, { access: requirePermission("view_own_documents") }, async (request, reply) => {
      const { title, data } = await exportDocumentDocx(db, actorOf(request), request.params.id);
      return reply
        .header("Content-Type", DOCX_MIME)
        .header("Content-Disposition", fileContentDisposition(title, "docx"))
        .send(data);
    });
  };
}
