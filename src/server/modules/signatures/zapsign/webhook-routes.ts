import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ESIGN_WEBHOOK_MESSAGES, zapsignEventSchema } from "../../../../domain/esign-webhook";
import { ESIGN_WEBHOOK_PATH, ESIGN_WEBHOOK_TOKEN_HEADER } from "../../../../domain/settings";
import type { RouteDeps } from "../../../platform/deps";
import { AppError } from "../../../platform/errors/app-error";
import { loadEsignSettings } from "./settings-store";
import { esignSignedFileCopyJob } from "./signed-file-copy-job";
import { applyZapsignEvent, tokenMatches } from "./webhook-service";

/**
 * POST /api/webhooks/zapsign — the address shown on the e-signature settings screen. Public (the
 * provider calls it), authenticated by the shared token header, compared in constant time.
 */
export function esignWebhookRoutes(deps: Pick<RouteDeps, "db" | "secrets" | "log" | "jobs">): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ESIGN_WEBHOOK_PATH,
      {
        config: { access: "public" },
        // The body is parsed in the handler, after the token: an anonymous caller learns nothing from it.
        schema: { body: z.unknown(), response: { 200: z.object({ received: z.literal(true), matched: z.boolean() }) } },
      },
      async (request) => {
        const { webhookToken } = await loadEsignSettings(deps.db, deps.secrets);
        // Unconfigured answers exactly like a wrong token: a caller learns nothing about our setup.
        const given = request.headers[ESIGN_WEBHOOK_TOKEN_HEADER.toLowerCase()];
        if (!webhookToken || !tokenMatches(webhookToken, typeof given === "string" ? given : undefined)) {
          throw new AppError("INVALID_WEBHOOK_TOKEN", "Token do webhook inválido.");
        }
        const parsed = zapsignEventSchema.safeParse(request.body);
        if (!parsed.success) {
          // ZapSign retries until it gets a 2xx: a malformed event is answered 400 (not 500) and
          // logged with where it broke — paths and messages only, the body may hold personal data.
          const fieldErrors: Record<string, string> = {};
          for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
          deps.log.warn(`ZapSign webhook: malformed event refused (400): ${JSON.stringify(fieldErrors)}`);
          const first = Object.values(fieldErrors)[0] ?? ESIGN_WEBHOOK_MESSAGES.invalidEvent;
          throw new AppError("INVALID_WEBHOOK_EVENT", first, fieldErrors);
        }
        const { matched, copySignedFile } = await applyZapsignEvent(deps.db, parsed.data);
        // The signed file's URL expires in 60 minutes: copied at once, retried by the job on failure.
        if (copySignedFile) await deps.jobs.send(esignSignedFileCopyJob, copySignedFile);
        return { received: true as const, matched };
      },
    );
  };
}
