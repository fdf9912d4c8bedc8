import { and, eq, gte, sql } from "drizzle-orm";
import {
  type AiCallMode,
  type AiFeature,
  ASSISTANT_MESSAGES,
  type AssistantSettings,
  DEFAULT_CHECKLIST,
  estimateCallTokens,
} from "../../../domain/assistant/assistant";
import type { AssistantStatus } from "../../../domain/assistant/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { aiAccountSettings, aiCalls } from "../../db/tables/assistant";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { accountPlanFeatures, lockAccountRow } from "../plans";
import { activeAiEndpoint } from "./endpoints";

/** The account of the caller: the assistant works for an account (the super admin has none to charge). */
export function accountOf(actor: Actor): string {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
}

export async function assistantSettingsOf(
  db: Db | Tx,
  accountId: string,
): Promise<AssistantSettings & { monthlyTokenBudget: number | null }> {
  const [row] = await db.select().from(aiAccountSettings).where(eq(aiAccountSettings.corporateAccountId, accountId));
  return row
    ? { checklist: row.checklist, storeText: row.storeText, monthlyTokenBudget: row.monthlyTokenBudget }
    : { checklist: DEFAULT_CHECKLIST, storeText: false, monthlyTokenBudget: null };
}

/**
 * Tokens the account spent in the Brasília calendar month of `now` (the month the plan limits count),
 * the reservations of the calls still running included (decision 0049).
 */
export async function tokensThisMonth(db: Db | Tx, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${aiCalls.totalTokens} + ${aiCalls.reservedTokens}), 0)` })
    .from(aiCalls)
    .where(
      and(
        eq(aiCalls.corporateAccountId, accountId),
        gte(aiCalls.createdAt, sql`minuta_month_start_at(${now.toISOString()}::timestamptz)`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The month's budget in force: the account's override, else its plan's tokens, else none. */
export const budgetInForce = (
  settings: { monthlyTokenBudget: number | null },
  plan: { features: { ai_monthly_tokens: number } } | null | undefined,
): number => settings.monthlyTokenBudget ?? plan?.features.ai_monthly_tokens ?? 0;

/** The status and the endpoint it was read with (the gate sends to that one, not a second read). */
async function readStatus(db: Db | Tx, actor: Actor, now: Date) {
  const accountId = accountOf(actor);
  // One after another: inside the gate's transaction they share one connection.
  const plan = await accountPlanFeatures(db, accountId);
  const settings = await assistantSettingsOf(db, accountId);
  const used = await tokensThisMonth(db, accountId, now);
  const endpoint = await activeAiEndpoint(db);
  const status: AssistantStatus = {
    enabled: plan?.features.ai_access_enabled === true,
    configured: endpoint !== null,
    planName: plan?.planName ?? null,
    budget: budgetInForce(settings, plan),
    used,
    settings: { checklist: settings.checklist, storeText: settings.storeText },
  };
  return { status, endpoint };
}

export async function assistantStatus(db: Db | Tx, actor: Actor, now: Date): Promise<AssistantStatus> {
  return (await readStatus(db, actor, now)).status;
}

/** What starts a call: its feature and prompt, how it runs, and the size of what it sends. */
export interface CallStart {
  feature: Exclude<AiFeature, "test">;
  promptVersion: string;
  mode: AiCallMode;
  /** Characters of the text the model reads (the reservation is estimated from it). */
  chars: number;
  documentId?: string;
  /** A job's pasted text, kept on the record until the job ends (it has nowhere else to be read from). */
  pendingText?: string;
}

/**
 * Everything checked before a model is asked, each refusal a plain JSON error (before the stream
 * starts): the plan flag (403), the month's budget (429), a configured endpoint (400). In one
 * transaction holding the account's row, so concurrent calls are checked one after another: the call
 * is recorded at once ("running", or "queued" for a job) with its estimated tokens reserved, and the
 * next check counts them (decision 0049: the budget holds under concurrency).
 */
export async function openAssistantCall(db: Db, actor: Actor, now: Date, start: CallStart) {
  const accountId = accountOf(actor);
  return db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    const { status, endpoint } = await readStatus(tx, actor, now);
    if (!status.enabled) throw new AppError("PLAN_FEATURE_DISABLED", ASSISTANT_MESSAGES.planFeature);
    if (status.used >= status.budget)
      throw new AppError("AI_BUDGET_EXHAUSTED", ASSISTANT_MESSAGES.budgetExhausted(status.budget));
    if (!endpoint) throw new AppError("NOT_CONFIGURED", ASSISTANT_MESSAGES.notConfigured);
    const [row] = await tx
      .insert(aiCalls)
      .values({
        corporateAccountId: accountId,
        userId: actor.userId,
        feature: start.feature,
        endpointId: endpoint.id,
        model: endpoint.model,
        promptVersion: start.promptVersion,
        status: start.mode === "job" ? "queued" : "running",
        mode: start.mode,
        documentId: start.documentId ?? null,
        reservedTokens: estimateCallTokens(start.feature, start.chars),
        inputText: start.pendingText ?? null,
      })
      .returning({ id: aiCalls.id });
    if (!row) throw new Error("ai call not recorded");
    return { callId: row.id, mode: start.mode, accountId, endpoint, settings: status.settings };
  });
}
export type OpenCall = Awaited<ReturnType<typeof openAssistantCall>>;
