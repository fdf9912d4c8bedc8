import { and, eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import { ASSISTANT_MESSAGES, type AssistantSettings, DEFAULT_CHECKLIST } from "../../../domain/assistant/assistant";
import type { Actor } from "../../../domain/auth/permissions";
import type { TemplateForm } from "../../../domain/templates/templates";
import { corporateAccounts } from "../../db/tables/accounts";
import { aiAccountSettings, aiCalls } from "../../db/tables/assistant";
import type { Db, Tx } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import { AppError } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { notSystemAccount } from "../accounts";
import { recordAudit } from "../audit";
import { createTemplate } from "../templates";
import { aiEndpointRow, toModelEndpoint } from "./endpoints";
import { accountOf, assistantStatus } from "./gate";
import { chat, ModelError } from "./model-client";

/** The corporate admin's choices: the review checklist and whether texts are kept with the records. */
export async function saveAssistantSettings(
  db: Db,
  actor: Actor,
  input: AssistantSettings,
): Promise<AssistantSettings> {
  const accountId = accountOf(actor);
  return db.transaction(async (tx) => {
    await tx
      .insert(aiAccountSettings)
      .values({ corporateAccountId: accountId, ...input })
      .onConflictDoUpdate({ target: aiAccountSettings.corporateAccountId, set: input });
    await recordAudit(tx, {
      actor,
      action: "settings.updated",
      target: { type: "assistant", id: accountId },
      changes: input,
    });
    return input;
  });
}

/** A corporate account the super admin may budget (not the system account), or 404 in Portuguese. */
export async function assertCorporateAccount(db: Db | Tx, accountId: string): Promise<void> {
  const [account] = await db
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(and(eq(corporateAccounts.id, accountId), notSystemAccount));
  if (!account) throw new AppError("NOT_FOUND", ACCOUNT_MESSAGES.notFound);
}

/** The super admin's budget override for one account (null: the plan's ai_monthly_tokens again). */
export async function setAccountTokenBudget(db: Db, actor: Actor, accountId: string, budget: number | null) {
  return db.transaction(async (tx) => {
    await assertCorporateAccount(tx, accountId);
    await tx
      .insert(aiAccountSettings)
      .values({ corporateAccountId: accountId, checklist: DEFAULT_CHECKLIST, monthlyTokenBudget: budget })
      .onConflictDoUpdate({ target: aiAccountSettings.corporateAccountId, set: { monthlyTokenBudget: budget } });
    await recordAudit(tx, {
      actor,
      accountId,
      action: "account.updated",
      target: { type: "account", id: accountId },
      changes: { aiMonthlyTokenBudget: budget },
    });
    return { monthlyTokenBudget: budget };
  });
}

/**
 * Saves an accepted proposal through the templates module (its limits, references and audit), for
 * the account's own template-from-text call only, while the plan still has the assistant.
 */
export async function saveProposedTemplate(
  db: Db,
  actor: Actor,
  callId: string,
  template: TemplateForm,
  now: Date,
): Promise<string> {
  const accountId = accountOf(actor);
  if (!(await assistantStatus(db, actor, now)).enabled)
    throw new AppError("PLAN_FEATURE_DISABLED", ASSISTANT_MESSAGES.planFeature);
  const where = and(
    eq(aiCalls.id, callId),
    eq(aiCalls.corporateAccountId, accountId),
    eq(aiCalls.feature, "template_from_text"),
    eq(aiCalls.status, "ok"),
  );
  await oneRowOr404(db, { columns: { id: aiCalls.id }, source: aiCalls, where }, ASSISTANT_MESSAGES.proposalNotFound);
  return createTemplate(db, actor, template);
}

/** "Testar": a real tiny request with the saved values; the answer or the error in Portuguese. Recorded too. */
export async function testAiEndpoint(
  db: Db,
  secrets: Secrets,
  actor: Actor,
  opts: { timeoutMs: number; allowPrivate: boolean },
  id: string,
) {
  const row = await aiEndpointRow(db, id);
  const endpoint = toModelEndpoint(secrets, row);
  const started = performance.now();
  const record = (values: { status: "ok" | "error"; error?: string; tokens?: number }) =>
    db.insert(aiCalls).values({
      corporateAccountId: null,
      userId: actor.userId,
      feature: "test",
      endpointId: row.id,
      model: row.model,
      promptVersion: "test",
      status: values.status,
      error: values.error ?? null,
      totalTokens: values.tokens ?? 0,
      durationMs: Math.round(performance.now() - started),
    });
  try {
    const answer = await chat(endpoint, [{ role: "user", content: "Responda apenas: ok" }], { ...opts, maxTokens: 5 });
    await record({ status: "ok", tokens: answer.totalTokens });
    return { answer: answer.text.trim().slice(0, 500), model: row.model, tokens: answer.totalTokens };
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    await record({ status: "error", error: err.message });
    throw new AppError("AI_TEST_FAILED", err.message);
  }
}
