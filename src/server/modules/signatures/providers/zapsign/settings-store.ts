import { eq } from "drizzle-orm";
import { ESIGN_SETTINGS_KEY } from "../../../../../domain/settings/settings";
import { systemSettings } from "../../../../db/tables/signatures";
import type { Db, Tx } from "../../../../platform/db/client";
import { type Secrets, safeDecrypt } from "../../../../platform/secrets/secrets";

/** The e-signature provider settings row (system_settings key "zapsign"); secrets encrypted at rest. */
export interface EsignSettings {
  apiKey: string;
  sandboxMode: boolean;
  enableSecurityVerifications: boolean;
  webhookUrl: string;
  webhookToken: string;
  updatedAt: Date | null;
}

interface StoredEsign {
  api_key?: string;
  sandbox_mode?: boolean;
  enable_security_verifications?: boolean;
  webhook_url?: string;
  webhook_token?: string;
}

/** The settings with secrets decrypted (server-side use only). Defaults: sandbox on, verifications off. */
export async function loadEsignSettings(db: Db | Tx, secrets: Secrets): Promise<EsignSettings> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, ESIGN_SETTINGS_KEY)).limit(1);
  const v = (row?.value ?? {}) as StoredEsign;
  return {
    apiKey: safeDecrypt(secrets, v.api_key),
    sandboxMode: v.sandbox_mode ?? true,
    enableSecurityVerifications: v.enable_security_verifications ?? false,
    webhookUrl: v.webhook_url ?? "",
    webhookToken: safeDecrypt(secrets, v.webhook_token),
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function saveEsignSettings(
  db: Db | Tx,
  secrets: Secrets,
  s: Omit<EsignSettings, "updatedAt">,
): Promise<void> {
  const value: StoredEsign = {
    api_key: s.apiKey ? secrets.encrypt(s.apiKey) : "",
    sandbox_mode: s.sandboxMode,
    enable_security_verifications: s.enableSecurityVerifications,
    webhook_url: s.webhookUrl,
    webhook_token: s.webhookToken ? secrets.encrypt(s.webhookToken) : "",
  };
  await db
    .insert(systemSettings)
    .values({ key: ESIGN_SETTINGS_KEY, value: value as Record<string, unknown> })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: value as Record<string, unknown> } });
}
