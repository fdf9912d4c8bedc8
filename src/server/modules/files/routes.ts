import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { fileContracts as c } from "../../../domain/files/contract";
import { HEADER_FOOTER_MESSAGES, IMAGE_MAX_BYTES } from "../../../domain/templates/templates";
import type { RouteDeps } from "../../platform/deps";
import { AppError, notFound } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import { fileUrl } from "../../platform/storage/file-storage";
import { fileRows } from "./file-storage";
import { detectImageType } from "./image-type";

const tooLarge = () => new AppError("IMAGE_TOO_LARGE", HEADER_FOOTER_MESSAGES.imageTooLarge);

/**
 * POST /api/files/images: raw image bytes in the body (any Content-Type; the type is read from the
 * bytes). GET /api/files/{id}: the file, public by its unguessable id when its writer made it so
 * (images and logos; docs/decisions/0006-stored-files-public-by-unguessable-id.md), else 404.
 */
export function fileRoutes({ db, storage }: Pick<RouteDeps, "db" | "storage">): FastifyPluginAsync {
  const rows = fileRows(db);
  return async (app) => {
    // Encapsulated to this plugin: the body is read as bytes, stopping as soon as it passes 5 MB.
    acceptRawBody(app, IMAGE_MAX_BYTES, tooLarge);

    route(
      app,
      c.uploadImage,
      // The parser stops at 5 MB; the route's own limit only bounds what Fastify accepts to read.
      { access: requirePermission("manage_templates"), bodyLimit: IMAGE_MAX_BYTES * 4 },
      async (request, reply) => {
        const actor = actorOf(request);
        const data = rawBody(request.body);
        if (data.byteLength > IMAGE_MAX_BYTES) throw tooLarge();
        const type = detectImageType(data);
        if (!type) throw new AppError("NOT_AN_IMAGE", HEADER_FOOTER_MESSAGES.notAnImage);
        const file = await storage.put({
          data,
          contentType: type.mime,
          corporateAccountId: actor.accountId,
          userId: actor.userId,
          publicById: true,
        });
        return reply.status(201).send({
          id: file.id,
          url: fileUrl(file.id),
          contentType: file.contentType,
          byteSize: file.byteSize,
        });
      },
    );

    route(app, c.get, { access: "public" }, async (request, reply) => {
      // An export, a PDF or an attachment is "not found" here whoever asks: it has its own guarded route.
      if (!(await rows.isPublic(request.params.id))) throw notFound("Arquivo não encontrado.");
      const signed = await storage.downloadUrl(request.params.id);
      if (signed) {
        // Opt-in (S3_PRESIGNED_DOWNLOADS): the address expires, so the redirect itself is not cached.
        return reply.header("Cache-Control", "no-store").redirect(signed, 302);
      }
      const file = await storage.open(request.params.id);
      if (!file) throw notFound("Arquivo não encontrado.");
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Length", file.byteSize)
        .header("Content-Disposition", "inline")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Cross-Origin-Resource-Policy", "cross-origin")
        .send(file.body);
    });
  };
}
