import type { FastifyPluginAsync } from "fastify";
import { ESIGN_WEBHOOK_TOKEN_HEADER, WEBHOOK_TOKEN_MIN_LENGTH } from "../../../../../domain/settings/settings";
import { signatureContracts } from "../../../../../domain/signatures/contract";
import type { RouteDeps } from "../../../../platform/deps";
import { AppError } from "../../../../platform/errors/app-error";
import { route } from "../../../../platform/http/route";
import { receiveZapsignEvent } from "./provider";
import { loadEsignSettings } from "./settings-store";
import { tokenMatches } from "./webhook-service";

/**
 * POST /api/webhooks/zapsign — the address shown on the e-signature settings screen. Public (the
 * provider calls it), authenticated by the shared token header, compared in constant time.
 */
export function esignWebhookRoutes(deps: Pick<RouteDeps, "db" | "secrets" | "log" | "jobs">): FastifyPluginAsync {
  return async (app) => {
    // The contract takes any body: it is parsed here, after the token, so an anonymous caller learns nothing from it.
    route(app, signatureContracts.esignWebhook, { access: "public" }, async (request) => {
      const { webhookToken } = await loadEsignSettings(deps.db, deps.secrets);
      // Unconfigured, or a token saved before the 24-character minimum (guessable), answers exactly like
      // a wrong token: a caller learns nothing about our setup.
      const given = request.headers[ESIGN_WEBHOOK_TOKEN_HEADER.toLowerCase()];
      const usable = webhookToken.length >= WEBHOOK_TOKEN_MIN_LENGTH;
      if (webhookToken && !usable)
        deps.log.warn("ZapSign webhook: token salvo com menos de 24 caracteres; salve um novo.");
      if (!usable || !tokenMatches(webhookToken, typeof given === "string" ? given : undefined)) {
        throw new AppError("INVALID_WEBHOOK_TOKEN", "Token do webhook inválido.");
      }
      const { matched } = await receiveZapsignEvent(deps, request.body);
      return { received: true as const, matched };
    });
  };
}
