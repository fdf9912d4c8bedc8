import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { DELIVERY_MESSAGES, type DeliveryChannel } from "../../../domain/delivery/delivery";
import type { AppConfig } from "../../platform/config";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { DeliveryFailure } from "./delivery-errors";
import { loadAccountSmtp, loadAccountWhatsapp, smtpRow, whatsappRow } from "./integration-configs";
import type { AccountSmtp } from "./smtp/account-mailer";
import type { EvolutionConfig } from "./whatsapp/evolution";

/** What the transport lookup reads: the database, the secrets and whether the development outbox is on. */
export type TransportDeps = { db: Db | Tx; secrets: Secrets; config: Pick<AppConfig, "devOutbox"> };

/** No configuration, and the development outbox takes the message (decision 0028). */
export const DEV_OUTBOX = "dev-outbox" as const;

/**
 * Which configuration a delivery of `accountId` uses (decision 0020): the account's own ACTIVE one;
 * when it has none, the platform's (the all-zero system account's, configured by super admins);
 * when neither exists, the development outbox in development without SMTP_URL (decision 0028),
 * else the delivery fails at once with the spec's text. Never another account's.
 */
export const deliverySmtp = (deps: TransportDeps, accountId: string | null): Promise<AccountSmtp | typeof DEV_OUTBOX> =>
  deliveryConfig(deps, accountId, loadAccountSmtp, DELIVERY_MESSAGES.smtpNotConfigured);

export const deliveryWhatsapp = (
  deps: TransportDeps,
  accountId: string | null,
): Promise<EvolutionConfig | typeof DEV_OUTBOX> =>
  deliveryConfig(deps, accountId, loadAccountWhatsapp, DELIVERY_MESSAGES.whatsappNotConfigured);

async function deliveryConfig<T extends { isActive: boolean }>(
  deps: TransportDeps,
  accountId: string | null,
  load: (db: Db | Tx, secrets: Secrets, owner: string) => Promise<T | null>,
  notConfigured: string,
): Promise<T | typeof DEV_OUTBOX> {
  for (const owner of candidates(accountId)) {
    const cfg = await decrypting(() => load(deps.db, deps.secrets, owner));
    if (cfg?.isActive) return cfg;
  }
  if (deps.config.devOutbox) return DEV_OUTBOX;
  throw new DeliveryFailure(notConfigured, true);
}

/** Whether a delivery of `accountId` on `channel` would find a configuration (the share dialog's warning). */
export async function channelConfigured(db: Db | Tx, accountId: string | null, channel: DeliveryChannel) {
  for (const owner of candidates(accountId)) {
    const row = channel === "email" ? await smtpRow(db, owner) : await whatsappRow(db, owner);
    if (row?.isActive) return true;
  }
  return false;
}

const candidates = (accountId: string | null) =>
  accountId && accountId !== SYSTEM_ACCOUNT_ID ? [accountId, SYSTEM_ACCOUNT_ID] : [SYSTEM_ACCOUNT_ID];

/** A secret that cannot be decrypted (ENCRYPTION_KEY changed) is a permanent failure with the settings text. */
async function decrypting<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError) throw new DeliveryFailure(err.message, true);
    throw err;
  }
}
