import { and, eq, gte, sql } from "drizzle-orm";
import { ASSISTANT_MESSAGES, type AssistantSettings, DEFAULT_CHECKLIST } from "../../../domain/assistant";
import type { AssistantStatus } from "../../../domain/contracts/assistant";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Actor } from "../auth";
import { accountPlanFeatures } from "../plans";
import { activeAiEndpoint } from "./endpoints";
import { aiAccountSettings, aiCalls } from "./schema";

/** The account of the caller: the assistant works for an account (the super admin has none to charge). */
export function accountOf(actor: Actor): string {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
}

export async function assistantSettingsOf(
  db: Db,
  accountId: string,
): Promise<AssistantSettings & { monthlyTokenBudget: number | null }> {
  const [row] = await db.select().from(aiAccountSettings).where(eq(aiAccountSettings.corporateAccountId, accountId));
  return row
    ? { checklist: row.checklist, storeText: row.storeText, monthlyTokenBudget: row.monthlyTokenBudget }
    : { checklist: DEFAULT_CHECKLIST, storeText: false, monthlyTokenBudget: null };
}

/** Tokens the account spent in the Brasília calendar month of `now` (the month the plan limits count). */
export async function tokensThisMonth(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${aiCalls.totalTokens}), 0)` })
    .from(aiCalls)
    .where(
      and(
        eq(aiCalls.corporateAccountId, accountId),
        gte(aiCalls.createdAt, sql`minuta_month_start_at(${now.toISOString()}::timestamptz)`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function assistantStatus(db: Db, actor: Actor, now: Date): Promise<AssistantStatus> {
  const accountId = accountOf(actor);
  const [plan, settings, used, endpoint] = await Promise.all([
    accountPlanFeatures(db, accountId),
    assistantSettingsOf(db, accountId),
    tokensThisMonth(db, accountId, now),
    activeAiEndpoint(db),
  ]);
  return {
    enabled: plan?.features.ai_access_enabled === true,
    configured: endpoint !== null,
    planName: plan?.planName ?? null,
    budget: settings.monthlyTokenBudget ?? plan?.features.ai_monthly_tokens ?? 0,
    used,
    settings: { checklist: settings.checklist, storeText: settings.storeText },
  };
}

/**
 * Everything checked before a model is asked, each refusal a plain JSON error (before the stream
 * starts): the plan flag (403), the month's budget (429), a configured endpoint (400).
 */
export async function openAssistantCall(db: Db, actor: Actor, now: Date) {
  const accountId = accountOf(actor);
  const status = await assistantStatus(db, actor, now);
  if (!status.enabled) throw new AppError("PLAN_FEATURE_DISABLED", ASSISTANT_MESSAGES.planFeature);
  if (status.used >= status.budget)
    throw new AppError("AI_BUDGET_EXHAUSTED", ASSISTANT_MESSAGES.budgetExhausted(status.budget));
  const endpoint = await activeAiEndpoint(db);
  if (!endpoint) throw new AppError("NOT_CONFIGURED", ASSISTANT_MESSAGES.notConfigured);
  return { accountId, endpoint, settings: status.settings };
}
export type OpenCall = Awaited<ReturnType<typeof openAssistantCall>>;
