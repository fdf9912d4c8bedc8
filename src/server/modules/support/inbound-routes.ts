import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { supportContracts as c } from "../../../domain/support/contract";
import { INBOUND_MAX_BYTES, INBOUND_MESSAGES } from "../../../domain/support/inbound";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import { receiveReplyEmail } from "./inbound-mail";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The Bearer secret, compared in constant time (digests of equal length, whatever was sent). */
function secretMatches(expected: string, authorization: string | undefined): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(expected), digest(given));
}

/**
 * POST /api/inbound/email (decision 0050): the mail server (a Postfix pipe, an e-mail worker, a
 * provider's raw-MIME webhook) delivers each reply to a support e-mail here. Outside the sign-in,
 * opened only by SUPPORT_INBOUND_SECRET, checked before the body is read; unconfigured answers like
 * a wrong secret. Encapsulated: only this route reads its body as raw bytes, stopping past 10 MB.
 */
export function inboundEmailRoutes(
  deps: Pick<RouteDeps, "db" | "storage" | "mailer" | "config" | "log">,
): FastifyPluginAsync {
  return async (app) => {
    const inbound = deps.config.supportInbound;
    acceptRawBody(app, INBOUND_MAX_BYTES, () => new AppError("PAYLOAD_TOO_LARGE", INBOUND_MESSAGES.tooLarge));
    app.addHook("onRequest", async (request) => {
      if (!inbound || !secretMatches(inbound.secret, request.headers.authorization)) {
        throw new AppError("UNAUTHORIZED", INBOUND_MESSAGES.unauthorized);
      }
    });
    route(app, c.inboundEmail, { access: "public", bodyLimit: INBOUND_MAX_BYTES * 2 }, async (request, reply) => {
      if (!inbound) throw new AppError("UNAUTHORIZED", INBOUND_MESSAGES.unauthorized);
      const answer = await receiveReplyEmail(deps, inbound, rawBody(request.body));
      return reply.status(answer.outcome === "dropped" ? 202 : 200).send(answer);
    });
  };
}
