import { and, desc, eq, ne } from "drizzle-orm";
import { ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import type { AccountBudgetView, AssistantCallDetail, AssistantCallItem } from "../../../domain/assistant/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { aiCalls } from "../../db/tables/assistant";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { accountPlanFeatures } from "../plans";
import { assertCorporateAccount } from "./account-ops";
import { accountOf, assistantSettingsOf, budgetInForce, tokensThisMonth } from "./gate";

/** How many of the user's calls "Pedidos recentes" lists. */
const RECENT_CALLS = 10;

const columns = {
  id: aiCalls.id,
  feature: aiCalls.feature,
  mode: aiCalls.mode,
  status: aiCalls.status,
  error: aiCalls.error,
  documentId: aiCalls.documentId,
  totalTokens: aiCalls.totalTokens,
  createdAt: aiCalls.createdAt,
  updatedAt: aiCalls.updatedAt,
  result: aiCalls.result,
};

/** Only the caller's own calls, of the caller's account: the account and the user in the same where. */
const ownCalls = (actor: Actor) =>
  and(eq(aiCalls.corporateAccountId, accountOf(actor)), eq(aiCalls.userId, actor.userId), ne(aiCalls.feature, "test"));

type Row = Omit<AssistantCallItem, "createdAt" | "updatedAt" | "hasResult"> & {
  createdAt: Date;
  updatedAt: Date;
  result: unknown;
};
const toItem = ({ result, ...row }: Row): AssistantCallItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  hasResult: result !== null,
});

/** The user's recent assistant calls, newest first (the screen's "Pedidos recentes"). */
export async function listOwnCalls(db: Db, actor: Actor): Promise<AssistantCallItem[]> {
  const rows = await db
    .select(columns)
    .from(aiCalls)
    .where(ownCalls(actor))
    .orderBy(desc(aiCalls.createdAt), desc(aiCalls.id))
    .limit(RECENT_CALLS);
  return rows.map(toItem);
}

/** One of the user's own calls with its result (a job's, while kept), or 404 for anyone else's. */
export async function getOwnCall(db: Db, actor: Actor, id: string): Promise<AssistantCallDetail> {
  const [row] = await db
    .select(columns)
    .from(aiCalls)
    .where(and(eq(aiCalls.id, id), ownCalls(actor)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", ASSISTANT_MESSAGES.callNotFound);
  return { ...toItem(row), result: row.result ?? null };
}

/** The super admin's view of one account's assistant budget: the plan's tokens, the override, the month's usage. */
export async function accountBudgetView(db: Db, accountId: string, now: Date): Promise<AccountBudgetView> {
  await assertCorporateAccount(db, accountId);
  const plan = await accountPlanFeatures(db, accountId);
  const settings = await assistantSettingsOf(db, accountId);
  return {
    monthlyTokenBudget: settings.monthlyTokenBudget,
    planName: plan?.planName ?? null,
    aiEnabled: plan?.features.ai_access_enabled === true,
    planTokens: plan ? plan.features.ai_monthly_tokens : null,
    budget: budgetInForce(settings, plan),
    used: await tokensThisMonth(db, accountId, now),
  };
}
