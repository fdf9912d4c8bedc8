import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { BATCH_MESSAGES, MAX_BATCH_BYTES } from "../../../domain/batches/batches";
import { batchContracts as c } from "../../../domain/batches/contract";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { noContentRoute, route } from "../../platform/http/route";
import { usableTemplate } from "../documents";
import { confirmBatch, removeBatch } from "./confirm-batch";
import { batchErrorsFile } from "./errors-export";
import { getBatch } from "./get-batch";
import { listBatchRows } from "./list-batch-rows";
import { listBatches } from "./list-batches";
import { uploadBatch } from "./upload-batch";
import { modelWorkbook } from "./workbook";

const create = { access: requirePermission("create_documents") };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", BATCH_MESSAGES.tooLarge);

/** An ASCII file name for Content-Disposition (the accents dropped, the rest as dashes). */
const attachment = (name: string) =>
  `attachment; filename="${name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.]+/g, "-")
    .slice(0, 120)}"`;

/** Batches (issue 24): model spreadsheet, upload and validation, confirmation, progress, rows, errors. */
export function batchRoutes(deps: Pick<RouteDeps, "db" | "jobs" | "clock">): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    // The upload's body is the file's bytes, read up to the limit; JSON bodies are not used here.
    acceptRawBody(app, MAX_BATCH_BYTES, tooLarge);

    route(app, c.model, create, async (request, reply) => {
      const template = await usableTemplate(db, actorOf(request), request.params.templateId);
      return reply
        .header("Content-Type", XLSX)
        .header("Content-Disposition", attachment(`lote-${template.title}.xlsx`))
        .send(await modelWorkbook(template.variables));
    });
    route(app, c.upload, { ...create, bodyLimit: MAX_BATCH_BYTES * 2 }, async (request, reply) => {
      const actor = actorOf(request);
      const { templateId, documentStatus = "finalized", fileName = "planilha" } = request.query;
      const id = await uploadBatch(db, actor, { templateId, documentStatus, fileName }, rawBody(request.body));
      return reply.status(201).send(await getBatch(db, actor, id));
    });
    route(app, c.list, create, async (request) => listBatches(db, actorOf(request), request.query.page));
    route(app, c.get, create, async (request) => getBatch(db, actorOf(request), request.params.id));
    route(app, c.rows, create, async (request) =>
      listBatchRows(db, actorOf(request), request.params.id, request.query),
    );
    route(app, c.confirm, create, async (request, reply) => {
      const actor = actorOf(request);
      await confirmBatch(deps, actor, request.params.id);
      return reply.status(202).send(await getBatch(db, actor, request.params.id));
    });
    route(app, c.errors, create, async (request, reply) => {
      const file = await batchErrorsFile(db, actorOf(request), request.params.id, request.query.format);
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", attachment(file.fileName))
        .send(file.bytes);
    });
    noContentRoute(app, c.remove, create, (request) => removeBatch(db, actorOf(request), request.params.id));
  };
}
