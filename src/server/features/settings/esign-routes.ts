import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../../domain/permissions";
import {
  ESIGN_WEBHOOK_PATH,
  ESIGN_WEBHOOK_TOKEN_HEADER,
  esignConnectionTestSchema,
  esignSettingsSchema,
  esignSettingsViewSchema,
  esignWebhookTestSchema,
  SETTINGS_MESSAGES,
  testResultSchema,
} from "../../../domain/settings";
import { outboundOptions, type RouteDeps } from "../../deps";
import { loadEsignSettings, saveEsignSettings } from "../../integrations/esign/settings-store";
import { sendTestWebhook, testZapsignConnection, ZapsignError } from "../../integrations/esign/zapsign-api";
import { AppError } from "../../services/app-error";
import { OutboundError } from "../../services/outbound-http";
import { storedSecretWouldMove } from "../../services/secret-address";
import { maskSecret } from "../../services/secrets";

const access = requireRole("super_admin");

/** A blank token keeps the stored one only for the URL it was saved with (services/secret-address.ts). */
function refuseMovingStoredToken(typed: string, stored: { webhookToken: string; webhookUrl: string }, url: string) {
  if (
    storedSecretWouldMove({ typed, stored: stored.webhookToken, storedAddress: stored.webhookUrl, newAddress: url })
  ) {
    throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.secretForNewAddress, {
      webhookToken: SETTINGS_MESSAGES.secretForNewAddress,
    });
  }
}

/** /api/settings/zapsign (spec 2 §2.10), super_admin only, with real connection and webhook tests. */
export function esignSettingsRoutes(routeDeps: Pick<RouteDeps, "db" | "secrets" | "config">): FastifyPluginAsyncZod {
  const { config } = routeDeps;
  const deps = { ...routeDeps, ...outboundOptions(config), appUrl: config.appUrl, zapsignApiUrl: config.zapsignApiUrl };
  const { db, secrets } = deps;
  const view = async () => {
    const s = await loadEsignSettings(db, secrets);
    return {
      apiKeySet: Boolean(s.apiKey),
      apiKeyMasked: maskSecret(s.apiKey),
      sandboxMode: s.sandboxMode,
      enableSecurityVerifications: s.enableSecurityVerifications,
      webhookUrl: s.webhookUrl,
      webhookTokenSet: Boolean(s.webhookToken),
      webhookTokenMasked: maskSecret(s.webhookToken),
      providerWebhookUrl: `${deps.appUrl}${ESIGN_WEBHOOK_PATH}`,
      updatedAt: s.updatedAt?.toISOString() ?? null,
    };
  };
  return async (app) => {
    app.get(
      "/api/settings/zapsign",
      { config: { access }, schema: { response: { 200: esignSettingsViewSchema } } },
      async () => view(),
    );
    app.put(
      "/api/settings/zapsign",
      { config: { access }, schema: { body: esignSettingsSchema, response: { 200: esignSettingsViewSchema } } },
      async (request) => {
        const stored = await loadEsignSettings(db, secrets);
        const b = request.body;
        refuseMovingStoredToken(b.webhookToken, stored, b.webhookUrl);
        await saveEsignSettings(db, secrets, {
          apiKey: b.apiKey || stored.apiKey,
          sandboxMode: b.sandboxMode,
          enableSecurityVerifications: b.enableSecurityVerifications,
          webhookUrl: b.webhookUrl,
          webhookToken: b.webhookToken || stored.webhookToken,
        });
        return view();
      },
    );
    app.post(
      "/api/settings/zapsign/test-connection",
      { config: { access }, schema: { body: esignConnectionTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const apiKey = request.body.apiKey || (await loadEsignSettings(db, secrets)).apiKey;
        if (!apiKey) throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.esignKeyMissing);
        try {
          const message = await testZapsignConnection({
            apiKey,
            sandbox: request.body.sandboxMode,
            baseUrlOverride: deps.zapsignApiUrl,
            timeoutMs: deps.timeoutMs,
            allowPrivate: deps.allowPrivate,
          });
          return { ok: true as const, message };
        } catch (err) {
          if (err instanceof ZapsignError) throw new AppError("ZAPSIGN_TEST_FAILED", 502, err.message);
          throw err;
        }
      },
    );
    app.post(
      "/api/settings/zapsign/test-webhook",
      { config: { access }, schema: { body: esignWebhookTestSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const stored = await loadEsignSettings(db, secrets);
        refuseMovingStoredToken(request.body.webhookToken, stored, request.body.webhookUrl);
        const token = request.body.webhookToken || stored.webhookToken;
        if (!token) throw new AppError("VALIDATION_ERROR", 400, SETTINGS_MESSAGES.webhookTokenRequired);
        let answer: { status: number; statusText: string };
        try {
          answer = await sendTestWebhook({
            url: request.body.webhookUrl,
            token,
            tokenHeader: ESIGN_WEBHOOK_TOKEN_HEADER,
            timeoutMs: deps.timeoutMs,
            allowPrivate: deps.allowPrivate,
          });
        } catch (err) {
          if (err instanceof OutboundError) {
            throw new AppError("WEBHOOK_TEST_FAILED", 502, `${SETTINGS_MESSAGES.webhookErrorPrefix}${err.message}`);
          }
          throw err;
        }
        // The status code only: the reason phrase is the target's own text (never echoed).
        const line = `com o código ${answer.status}`;
        if (answer.status >= 200 && answer.status < 300) {
          return { ok: true as const, message: `Webhook recebido com sucesso: o endereço respondeu ${line}.` };
        }
        throw new AppError(
          "WEBHOOK_TEST_FAILED",
          502,
          `${SETTINGS_MESSAGES.webhookErrorPrefix}o endereço respondeu ${line}.`,
        );
      },
    );
  };
}
