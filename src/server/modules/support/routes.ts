import type { FastifyPluginAsync } from "fastify";
import { requireRole, requireSignedIn } from "../../../domain/auth/permissions";
import { supportContracts as c } from "../../../domain/support/contract";
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGES } from "../../../domain/support/support";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import { openAttachment, uploadAttachment } from "./attachments";
import { createCannedReply, deleteCannedReply, listCannedReplies } from "./canned-replies";
import { customerReplies, staffReplies } from "./conversation";
import { inboundEmailRoutes } from "./inbound-routes";
import { mailTeam } from "./notify";
import { openTicket } from "./open-ticket";
import { listOwnTickets, ownTicket, supportAgents, supportQueue, supportSummary, ticketDetail } from "./read-tickets";
import { updateTicket } from "./update-ticket";

const signedIn = { access: requireSignedIn };
const team = { access: requireRole("super_admin") };
const tooLarge = () => new AppError("IMAGE_TOO_LARGE", SUPPORT_MESSAGES.fileTooLarge);

type SupportDeps = Pick<RouteDeps, "db" | "storage" | "mailer" | "config" | "log" | "clock">;

/** In-app support (issue 29, decision 0046): the customer's tickets ("Ajuda") and the team's queue. */
export function supportRoutes(deps: SupportDeps): FastifyPluginAsync {
  const { db, storage } = deps;
  return async (app) => {
    route(app, c.list, signedIn, async (request) => listOwnTickets(db, actorOf(request), request.query.page));
    route(app, c.create, signedIn, async (request, reply) => {
      const ticket = await openTicket(db, actorOf(request), request.body, deps.clock());
      await mailTeam(deps, ticket, request.body.description, true);
      return reply.status(201).send(ticket);
    });
    route(app, c.get, signedIn, async (request) => {
      const actor = actorOf(request);
      return ticketDetail(db, request.params.id, ownTicket(actor), false);
    });
    route(app, c.reply, signedIn, async (request, reply) => {
      const ticket = await customerReplies(deps, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ticket);
    });
    route(app, c.attachment, signedIn, async (request, reply) => {
      const file = await openAttachment(db, storage, actorOf(request), request.params.id);
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Length", file.byteSize)
        .header("Content-Disposition", "inline")
        .header("Cache-Control", "private, no-store")
        .send(file.body);
    });

    route(app, c.queue, team, async (request) => supportQueue(db, actorOf(request), request.query));
    route(app, c.adminGet, team, async (request) => ticketDetail(db, request.params.id, undefined, true));
    route(app, c.adminReply, team, async (request, reply) => {
      const ticket = await staffReplies(deps, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(ticket);
    });
    route(app, c.update, team, async (request) => updateTicket(db, actorOf(request), request.params.id, request.body));
    route(app, c.agents, team, async () => supportAgents(db));
    route(app, c.summary, team, async () => supportSummary(db, deps.clock()));
    route(app, c.cannedList, team, async () => listCannedReplies(db));
    route(app, c.cannedCreate, team, async (request, reply) =>
      reply.status(201).send(await createCannedReply(db, actorOf(request), request.body)),
    );
    route(app, c.cannedDelete, team, async (request) => deleteCannedReply(db, request.params.id));

    // Encapsulated: only the attachment route reads its body as raw bytes, stopping past 5 MB.
    await app.register(async (raw) => {
      acceptRawBody(raw, SUPPORT_ATTACHMENT_MAX_BYTES, tooLarge);
      route(
        raw,
        c.uploadAttachment,
        { ...signedIn, bodyLimit: SUPPORT_ATTACHMENT_MAX_BYTES * 4 },
        async (request, reply) =>
          reply.status(201).send(await uploadAttachment(storage, actorOf(request), rawBody(request.body), tooLarge)),
      );
    });
    // Replies to the e-mails, delivered by the mail server when an inbound address is configured (0050).
    await app.register(inboundEmailRoutes(deps));
  };
}
