import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ESIGN_WEBHOOK_PATH, ESIGN_WEBHOOK_TOKEN_HEADER } from "../../../domain/settings";
import type { RouteDeps } from "../../deps";
import { loadEsignSettings } from "../../integrations/esign/settings-store";
import { esignSignedFileCopyJob } from "../../jobs/esign-signed-file-copy";
import { AppError } from "../../services/app-error";
import { applyZapsignEvent, tokenMatches } from "./service";

const eventSchema = z
  .object({
    event_type: z.string().max(100).optional(),
    token: z.string().max(200).optional(),
    status: z.string().max(50).optional(),
    signed_file: z.string().max(4000).nullish(),
    signers: z
      .array(
        z
          .object({
            token: z.string().max(200).optional(),
            status: z.string().max(50).optional(),
            signed_at: z.string().nullish(),
          })
          .loose(),
      )
      .max(200)
      .optional(),
  })
  .loose();

/**
 * POST /api/webhooks/zapsign — the address shown on the e-signature settings screen. Public (the
 * provider calls it), authenticated by the shared token header, compared in constant time.
 */
export function esignWebhookRoutes(deps: Pick<RouteDeps, "db" | "secrets" | "jobs">): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ESIGN_WEBHOOK_PATH,
      {
        config: { access: "public" },
        schema: { body: eventSchema, response: { 200: z.object({ received: z.literal(true), matched: z.boolean() }) } },
      },
      async (request) => {
        const { webhookToken } = await loadEsignSettings(deps.db, deps.secrets);
        // Unconfigured answers exactly like a wrong token: a caller learns nothing about our setup.
        const given = request.headers[ESIGN_WEBHOOK_TOKEN_HEADER.toLowerCase()];
        if (!webhookToken || !tokenMatches(webhookToken, typeof given === "string" ? given : undefined)) {
          throw new AppError("INVALID_WEBHOOK_TOKEN", 401, "Token do webhook inválido.");
        }
        const { matched, copySignedFile } = await applyZapsignEvent(deps.db, request.body);
        // The signed file's URL expires in 60 minutes: copied at once, retried by the job on failure.
        if (copySignedFile) await deps.jobs.send(esignSignedFileCopyJob, copySignedFile);
        return { received: true as const, matched };
      },
    );
  };
}
