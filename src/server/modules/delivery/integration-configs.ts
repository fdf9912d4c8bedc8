import { eq } from "drizzle-orm";
import { SETTINGS_MESSAGES } from "../../../domain/settings/settings";
import { evolutionApiConfigurations, smtpConfigurations } from "../../db/tables/delivery";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { storedSecretWouldMove } from "../../platform/outbound/secret-address";
import { maskSecret, type Secrets, safeDecrypt } from "../../platform/secrets/secrets";
import type { AccountSmtp } from "./smtp/account-mailer";
import type { EvolutionConfig } from "./whatsapp/evolution";

/**
 * The ONE place that reads and writes smtp_configurations and evolution_api_configurations: the
 * corporate-account form and the SMTP/WhatsApp settings screens share these rows. Secrets are
 * encrypted here and only leave as flags or masks.
 */
type Conn = Db | Tx;

type ConfigTable = typeof smtpConfigurations | typeof evolutionApiConfigurations;
type SmtpRow = typeof smtpConfigurations.$inferSelect;
type WhatsappRow = typeof evolutionApiConfigurations.$inferSelect;

/** The account's one row of a configuration table (corporate_account_id is unique), or null. */
async function accountRow<T extends ConfigTable>(db: Conn, table: T, accountId: string) {
  const config = table as ConfigTable;
  const [row] = await db.select().from(config).where(eq(config.corporateAccountId, accountId)).limit(1);
  return (row ?? null) as T["$inferSelect"] | null;
}

/** Writes the account's row of a configuration table: inserted, or its values replaced. */
async function upsertAccountRow<T extends ConfigTable>(
  db: Conn,
  table: T,
  accountId: string,
  values: Omit<T["$inferInsert"], "corporateAccountId">,
) {
  const config = table as typeof smtpConfigurations;
  const row = values as Omit<SmtpRow, "corporateAccountId">;
  await db
    .insert(config)
    .values({ corporateAccountId: accountId, ...row })
    .onConflictDoUpdate({ target: config.corporateAccountId, set: row });
}

export const smtpRow = (db: Conn, accountId: string) => accountRow(db, smtpConfigurations, accountId);

export const whatsappRow = (db: Conn, accountId: string) => accountRow(db, evolutionApiConfigurations, accountId);

export const smtpView = (r: SmtpRow) => ({
  host: r.host,
  port: r.port || 587,
  username: r.username,
  passwordSet: Boolean(r.password),
  fromEmail: r.fromEmail,
  fromName: r.fromName,
  secure: r.secure,
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});

export const whatsappView = (r: WhatsappRow, secrets: Secrets) => ({
  apiUrl: r.apiUrl,
  apiKeySet: Boolean(r.apiKey),
  apiKeyMasked: maskSecret(safeDecrypt(secrets, r.apiKey)),
  instanceName: r.instanceName,
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});

/** The account's SMTP configuration as the screens show it (no password), or null. */
export async function smtpConfigView(db: Conn, accountId: string) {
  const row = await smtpRow(db, accountId);
  return row ? smtpView(row) : null;
}

/** The account's WhatsApp configuration as the screens show it (the key masked), or null. */
export async function whatsappConfigView(db: Conn, secrets: Secrets, accountId: string) {
  const row = await whatsappRow(db, accountId);
  return row ? whatsappView(row, secrets) : null;
}

export interface SmtpValues {
  host: string;
  port: number;
  username: string | null;
  /** Blank keeps the stored password. */
  password: string;
  fromEmail: string;
  fromName: string | null;
  secure: boolean;
  isActive?: boolean;
}

/** Upsert on corporate_account_id; a blank password keeps the stored one. Returns false when a password is needed. */
export async function saveSmtp(
  db: Conn,
  secrets: Secrets,
  accountId: string,
  v: SmtpValues,
  opts: { requirePassword: boolean },
): Promise<"saved" | "password_required" | "password_for_new_address"> {
  const existing = await smtpRow(db, accountId);
  const address = (host: string | null | undefined, port: number | null | undefined) => `${host ?? ""}:${port ?? ""}`;
  if (
    storedSecretWouldMove({
      typed: v.password,
      stored: existing?.password,
      storedAddress: address(existing?.host, existing?.port),
      newAddress: address(v.host, v.port),
    })
  ) {
    return "password_for_new_address";
  }
  const password = v.password ? secrets.encrypt(v.password) : (existing?.password ?? null);
  if (opts.requirePassword && !password) return "password_required";
  const values = {
    host: v.host,
    port: v.port,
    username: v.username,
    password,
    fromEmail: v.fromEmail,
    fromName: v.fromName,
    secure: v.secure,
    isActive: v.isActive ?? existing?.isActive ?? true,
  };
  await upsertAccountRow(db, smtpConfigurations, accountId, values);
  return "saved";
}

export interface WhatsappValues {
  apiUrl: string;
  /** Blank keeps the stored key. */
  apiKey: string;
  instanceName: string;
  isActive?: boolean;
}

export async function saveWhatsapp(
  db: Conn,
  secrets: Secrets,
  accountId: string,
  v: WhatsappValues,
): Promise<"saved" | "key_required" | "key_for_new_address"> {
  const existing = await whatsappRow(db, accountId);
  if (
    storedSecretWouldMove({
      typed: v.apiKey,
      stored: existing?.apiKey,
      storedAddress: existing?.apiUrl,
      newAddress: v.apiUrl,
    })
  ) {
    return "key_for_new_address";
  }
  const apiKey = v.apiKey ? secrets.encrypt(v.apiKey) : existing?.apiKey;
  if (!apiKey) return "key_required";
  const values = {
    apiUrl: v.apiUrl.trim().replace(/\/+$/, ""),
    apiKey,
    instanceName: v.instanceName,
    isActive: v.isActive ?? existing?.isActive ?? true,
  };
  await upsertAccountRow(db, evolutionApiConfigurations, accountId, values);
  return "saved";
}

export async function deleteSmtp(db: Conn, accountId: string): Promise<void> {
  await db.delete(smtpConfigurations).where(eq(smtpConfigurations.corporateAccountId, accountId));
}

export async function deleteWhatsapp(db: Conn, accountId: string): Promise<void> {
  await db.delete(evolutionApiConfigurations).where(eq(evolutionApiConfigurations.corporateAccountId, accountId));
}

/**
 * A loader of the account's configuration for sending: its row (null when it has none) mapped by
 * `toConfig`, where `open` decrypts a stored secret or — when it cannot (ENCRYPTION_KEY changed since
 * it was saved) — throws a 400 NOT_CONFIGURED `saveAgain`, asking to save it again with the secret typed.
 */
function configForSending<R, C>(
  row: (db: Conn, accountId: string) => Promise<R | null>,
  saveAgain: string,
  toConfig: (r: R, open: (stored: string) => string) => C,
) {
  return async (db: Conn, secrets: Secrets, accountId: string): Promise<C | null> => {
    const r = await row(db, accountId);
    const open = (stored: string) => {
      try {
        return secrets.decrypt(stored);
      } catch {
        throw new AppError("NOT_CONFIGURED", saveAgain);
      }
    };
    return r ? toConfig(r, open) : null;
  };
}

/** The account's SMTP configuration with the password decrypted (for sending), or null. */
export const loadAccountSmtp = configForSending(
  smtpRow,
  SETTINGS_MESSAGES.smtpSaveAgain,
  (r, open): AccountSmtp & { isActive: boolean } => ({
    host: r.host,
    port: r.port || 587,
    secure: r.secure,
    username: r.username,
    password: r.password ? open(r.password) : null,
    fromEmail: r.fromEmail,
    fromName: r.fromName,
    isActive: r.isActive,
  }),
);

/** The account's Evolution API configuration with the key decrypted (for sending), or null. */
export const loadAccountWhatsapp = configForSending(
  whatsappRow,
  SETTINGS_MESSAGES.whatsappSaveAgain,
  (r, open): EvolutionConfig & { isActive: boolean } => ({
    apiUrl: r.apiUrl,
    apiKey: open(r.apiKey),
    instanceName: r.instanceName,
    isActive: r.isActive,
  }),
);
