import type { z } from "zod";
import type { Actor } from "../../../../../domain/auth/permissions";
import {
  ESIGN_WEBHOOK_PATH,
  ESIGN_WEBHOOK_TOKEN_HEADER,
  type esignConnectionTestSchema,
  type esignSettingsSchema,
  type esignWebhookTestSchema,
  SETTINGS_MESSAGES,
} from "../../../../../domain/settings/settings";
import type { Db } from "../../../../platform/db/client";
import { AppError } from "../../../../platform/errors/app-error";
import { OutboundError } from "../../../../platform/outbound/outbound-http";
import { storedSecretWouldMove } from "../../../../platform/outbound/secret-address";
import { maskSecret, type Secrets } from "../../../../platform/secrets/secrets";
import { recordAudit } from "../../../audit";
import { loadEsignSettings, saveEsignSettings } from "./settings-store";
import { sendTestWebhook, testZapsignConnection, ZapsignError } from "./zapsign-api";

/**
 * The ZapSign settings (spec 2 §2.10) as operations the routes and jobs share: the masked view, the save
 * (blank secrets keep the stored ones), the connection test and the webhook test.
 */
type Outbound = { timeoutMs: number; allowPrivate: boolean };

/** A blank token keeps the stored one only for the URL it was saved with (platform/outbound/secret-address.ts). */
function refuseMovingStoredToken(typed: string, stored: { webhookToken: string; webhookUrl: string }, url: string) {
  if (
    storedSecretWouldMove({ typed, stored: stored.webhookToken, storedAddress: stored.webhookUrl, newAddress: url })
  ) {
    throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.secretForNewAddress, {
      webhookToken: SETTINGS_MESSAGES.secretForNewAddress,
    });
  }
}

/** What the settings screen sees: secrets only as flags and masks, plus the address ZapSign must call. */
export async function esignSettingsView(db: Db, secrets: Secrets, appUrl: string) {
  const s = await loadEsignSettings(db, secrets);
  return {
    apiKeySet: Boolean(s.apiKey),
    apiKeyMasked: maskSecret(s.apiKey),
    sandboxMode: s.sandboxMode,
    enableSecurityVerifications: s.enableSecurityVerifications,
    webhookUrl: s.webhookUrl,
    webhookTokenSet: Boolean(s.webhookToken),
    webhookTokenMasked: maskSecret(s.webhookToken),
    providerWebhookUrl: `${appUrl}${ESIGN_WEBHOOK_PATH}`,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}

/** Saves the form; a blank key or token keeps the stored one (the token only for the same URL). */
export async function updateEsignSettings(
  db: Db,
  secrets: Secrets,
  actor: Actor,
  body: z.output<typeof esignSettingsSchema>,
): Promise<void> {
  const stored = await loadEsignSettings(db, secrets);
  refuseMovingStoredToken(body.webhookToken, stored, body.webhookUrl);
  await db.transaction(async (tx) => {
    await saveEsignSettings(tx, secrets, {
      apiKey: body.apiKey || stored.apiKey,
      sandboxMode: body.sandboxMode,
      enableSecurityVerifications: body.enableSecurityVerifications,
      webhookUrl: body.webhookUrl,
      webhookToken: body.webhookToken || stored.webhookToken,
    });
    // The platform's setting (no account); a typed key or token only as "(alterado)" (recordAudit).
    await recordAudit(tx, {
      actor,
      accountId: null,
      action: "settings.updated",
      target: { type: "settings", id: "zapsign" },
      changes: body,
    });
  });
}

/** Asks ZapSign whether the key (typed, else stored) works; answers the success message, else 502. */
export async function testEsignConnection(
  db: Db,
  secrets: Secrets,
  body: z.output<typeof esignConnectionTestSchema>,
  opts: Outbound & { zapsignApiUrl?: string },
): Promise<string> {
  const apiKey = body.apiKey || (await loadEsignSettings(db, secrets)).apiKey;
  if (!apiKey) throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.esignKeyMissing);
  try {
    return await testZapsignConnection({
      apiKey,
      sandbox: body.sandboxMode,
      baseUrlOverride: opts.zapsignApiUrl,
      timeoutMs: opts.timeoutMs,
      allowPrivate: opts.allowPrivate,
    });
  } catch (err) {
    if (err instanceof ZapsignError) throw new AppError("ZAPSIGN_TEST_FAILED", err.message);
    throw err;
  }
}

/** Posts a sample event to the webhook URL with the token (typed, else stored); 2xx is success, else 502. */
export async function testEsignWebhook(
  db: Db,
  secrets: Secrets,
  body: z.output<typeof esignWebhookTestSchema>,
  outbound: Outbound,
): Promise<string> {
  const stored = await loadEsignSettings(db, secrets);
  refuseMovingStoredToken(body.webhookToken, stored, body.webhookUrl);
  const token = body.webhookToken || stored.webhookToken;
  if (!token) throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.webhookTokenRequired);
  let answer: { status: number; statusText: string };
  try {
    answer = await sendTestWebhook({
      url: body.webhookUrl,
      token,
      tokenHeader: ESIGN_WEBHOOK_TOKEN_HEADER,
      timeoutMs: outbound.timeoutMs,
      allowPrivate: outbound.allowPrivate,
    });
  } catch (err) {
    if (err instanceof OutboundError) {
      throw new AppError("WEBHOOK_TEST_FAILED", `${SETTINGS_MESSAGES.webhookErrorPrefix}${err.message}`);
    }
    throw err;
  }
  // The status code only: the reason phrase is the target's own text (never echoed).
  const line = `com o código ${answer.status}`;
  if (answer.status >= 200 && answer.status < 300) {
    return `Webhook recebido com sucesso: o endereço respondeu ${line}.`;
  }
  throw new AppError("WEBHOOK_TEST_FAILED", `${SETTINGS_MESSAGES.webhookErrorPrefix}o endereço respondeu ${line}.`);
}
