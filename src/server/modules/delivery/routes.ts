import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deliveryParamsSchema, shareBodySchema, sharedTokenParamsSchema } from "../../../domain/delivery";
import { documentIdParamsSchema } from "../../../domain/documents";
import { requirePermission } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { pdfContentDisposition } from "../../platform/pdf/pdf-disposition";
import { channelStatus } from "./channel-status";
import { listDeliveries } from "./list-deliveries";
import { retryDelivery } from "./retry-delivery";
import { revokeShareLinks } from "./revoke-links";
import { shareDocument } from "./share-document";
import { sharedDocumentPdf, sharedDocumentView } from "./shared-document";

const view = requirePermission("view_own_documents");
const params = documentIdParamsSchema;

/** Sharing and delivery (spec 3 "Share dialog", §7): share, log, retry, channel status, public link. */
export function deliveryRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      "/api/documents/:id/share",
      { config: { access: view }, schema: { params, body: shareBodySchema } },
      async (request, reply) =>
        reply.status(202).send(await shareDocument(deps, actorOf(request), request.params.id, request.body)),
    );
    app.get("/api/documents/:id/deliveries", { config: { access: view }, schema: { params } }, async (request) =>
      listDeliveries(db, actorOf(request), request.params.id),
    );
    app.post(
      "/api/documents/:id/deliveries/:deliveryId/retry",
      { config: { access: view }, schema: { params: deliveryParamsSchema } },
      async (request, reply) =>
        reply
          .status(202)
          .send(await retryDelivery(deps, actorOf(request), request.params.id, request.params.deliveryId)),
    );
    app.get("/api/documents/:id/delivery-channels", { config: { access: view }, schema: { params } }, async (request) =>
      channelStatus(db, actorOf(request), request.params.id),
    );
    app.post(
      "/api/documents/:id/share-links/revoke",
      { config: { access: view }, schema: { params } },
      async (request) => revokeShareLinks(db, actorOf(request), request.params.id),
    );

    // The public, read-only page of a shared document (no login): title, date and the PDF only.
    app.get(
      "/api/shared/:token",
      { config: { access: "public" }, schema: { params: sharedTokenParamsSchema } },
      async (request, reply) => {
        reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
        return sharedDocumentView(deps, request.params.token);
      },
    );
    app.get(
      "/api/shared/:token/pdf",
      { config: { access: "public" }, schema: { params: sharedTokenParamsSchema } },
      async (request, reply) => {
        const { title, bytes } = await sharedDocumentPdf(deps, request.params.token);
        return reply
          .header("Content-Type", "application/pdf")
          .header("Content-Disposition", pdfContentDisposition(title))
          .header("cache-control", "no-store")
          .header("x-robots-tag", "noindex")
          .send(bytes);
      },
    );
  };
}
