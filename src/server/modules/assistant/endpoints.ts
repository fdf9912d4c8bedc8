import { asc, eq } from "drizzle-orm";
import { type AiEndpointInput, ASSISTANT_MESSAGES, aiEndpointFormSchema } from "../../../domain/assistant/assistant";
import type { AiEndpointItem } from "../../../domain/assistant/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { aiEndpoints as e } from "../../db/tables/assistant";
import type { Db, Tx } from "../../platform/db/client";
import { AppError, fieldError } from "../../platform/errors/app-error";
import { assertSavableUrl, type OutboundPolicy } from "../../platform/outbound/outbound-policy";
import { storedSecretWouldMove } from "../../platform/outbound/secret-address";
import { maskSecret, type Secrets, safeDecrypt } from "../../platform/secrets/secrets";
import { recordAudit } from "../audit";
import type { ModelEndpoint } from "./model-client";

// The super admin's model endpoints (/admin/settings/ai). They belong to no account: every account
// with the plan flag uses the first active one.

type Row = typeof e.$inferSelect;

const toItem = (secrets: Secrets, r: Row): AiEndpointItem => ({
  id: r.id,
  name: r.name,
  baseUrl: r.baseUrl,
  model: r.model,
  apiKeyMasked: maskSecret(safeDecrypt(secrets, r.apiKey)),
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
});

export const toModelEndpoint = (secrets: Secrets, r: Row): ModelEndpoint => ({
  id: r.id,
  baseUrl: r.baseUrl,
  model: r.model,
  apiKey: safeDecrypt(secrets, r.apiKey),
});

export async function listAiEndpoints(db: Db, secrets: Secrets): Promise<AiEndpointItem[]> {
  const rows = await db.select().from(e).orderBy(asc(e.createdAt), asc(e.id));
  return rows.map((r) => toItem(secrets, r));
}

export async function aiEndpointRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(e).where(eq(e.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ASSISTANT_MESSAGES.endpointNotFound);
  return row;
}

/** The endpoint the features use: the oldest active one; null when nothing is configured (nothing is sent). */
export async function activeAiEndpoint(db: Db | Tx): Promise<Row | null> {
  const [row] = await db.select().from(e).where(eq(e.isActive, true)).orderBy(asc(e.createdAt), asc(e.id)).limit(1);
  return row ?? null;
}

export async function saveAiEndpoint(
  db: Db,
  secrets: Secrets,
  actor: Actor,
  policy: OutboundPolicy,
  raw: AiEndpointInput,
  id?: string,
): Promise<AiEndpointItem> {
  const input = aiEndpointFormSchema.parse(raw);
  const current = id ? await aiEndpointRow(db, id) : null;
  if (
    current &&
    storedSecretWouldMove({
      typed: input.apiKey,
      stored: current.apiKey,
      storedAddress: current.baseUrl,
      newAddress: input.baseUrl,
    })
  )
    throw fieldError("VALIDATION_ERROR", "apiKey", ASSISTANT_MESSAGES.keyAgain);
  // The address policy at save time too: a blocked address is refused before anything is stored. A name
  // that does not resolve now is kept (the policy runs again before every request; "Testar" tells).
  await assertSavableUrl(input.baseUrl, "baseUrl", policy);
  const values = {
    name: input.name,
    baseUrl: input.baseUrl,
    model: input.model,
    isActive: input.isActive,
    ...(input.apiKey || !current ? { apiKey: input.apiKey ? secrets.encrypt(input.apiKey) : "" } : {}),
  };
  return db.transaction(async (tx) => {
    const [row] = current
      ? await tx.update(e).set(values).where(eq(e.id, current.id)).returning()
      : await tx.insert(e).values(values).returning();
    if (!row) throw new AppError("NOT_FOUND", ASSISTANT_MESSAGES.endpointNotFound);
    await recordAudit(tx, {
      actor,
      accountId: null,
      action: "settings.updated",
      target: { type: "ai_endpoint", id: row.id },
      changes: {
        name: input.name,
        baseUrl: input.baseUrl,
        model: input.model,
        isActive: input.isActive,
        apiKey: input.apiKey,
      },
    });
    return toItem(secrets, row);
  });
}

export async function deleteAiEndpoint(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(e).where(eq(e.id, id)).returning({ id: e.id, name: e.name });
    if (!row) throw new AppError("NOT_FOUND", ASSISTANT_MESSAGES.endpointNotFound);
    await recordAudit(tx, {
      actor,
      accountId: null,
      action: "settings.updated",
      target: { type: "ai_endpoint", id },
      changes: { deleted: row.name },
    });
  });
}
