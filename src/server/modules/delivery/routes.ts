import type { FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import { deliveryContracts as c } from "../../../domain/delivery/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { sendStoredBytes } from "../../platform/http/send-stored-bytes";
import { pdfContentDisposition } from "../../platform/pdf/pdf-disposition";
import { pdfNotReady } from "../documents";
import { channelStatus } from "./channel-status";
import { listDeliveries } from "./list-deliveries";
import { retryDelivery } from "./retry-delivery";
import { revokeShareLinks } from "./revoke-links";
import { shareDocument } from "./share-document";
import { sharedDocumentPdf, sharedDocumentView } from "./shared-document";

const view = { access: requirePermission("view_own_documents") };
const publicLink = { access: "public" } as const;

/** Sharing and delivery (spec 3 "Share dialog", §7): share, log, retry, channel status, public link. */
export function deliveryRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.share, view, async (request, reply) =>
      reply.status(202).send(await shareDocument(deps, actorOf(request), request.params.id, request.body)),
    );
    route(app, c.log, view, async (request) => listDeliveries(db, actorOf(request), request.params.id));
    route(app, c.retry, view, async (request, reply) =>
      reply.status(202).send(await retryDelivery(deps, actorOf(request), request.params.id, request.params.deliveryId)),
    );
    route(app, c.channels, view, async (request) => channelStatus(deps, actorOf(request), request.params.id));
    route(app, c.revokeLinks, view, async (request) => revokeShareLinks(db, actorOf(request), request.params.id));

    // The public, read-only page of a shared document (no login): title, date and the PDF only.
    route(app, c.shared, publicLink, async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      return sharedDocumentView(deps, request.params.token);
    });
    route(app, c.sharedPdf, publicLink, async (request, reply) => {
      const { title, pdf } = await sharedDocumentPdf(deps, request.params.token);
      reply.header("x-robots-tag", "noindex");
      if (pdf.status !== "ready") return pdfNotReady(reply, pdf);
      return sendStoredBytes(request, reply, {
        ...pdf,
        contentType: "application/pdf",
        disposition: pdfContentDisposition(title),
        cacheControl: "no-store",
      });
    });
  };
}
