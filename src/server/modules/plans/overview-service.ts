import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { hasRole } from "../../../domain/auth/permissions";
import { readPlanFeatures } from "../../../domain/plans/features";
import { PLAN_OVERVIEW_MESSAGES, type PlanOverview } from "../../../domain/plans/usage";
import { aiAccountSettings, aiCalls } from "../../db/tables/assistant";
import { evolutionApiConfigurations, smtpConfigurations } from "../../db/tables/delivery";
import { documentTemplates } from "../../db/tables/templates";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { forbidden } from "../../platform/errors/app-error";
import { monthStartSql, signaturesThisMonth } from "./plan-limits";

/** Who may see the overview (§2.8): the three corporate roles, on their own account. */
export function mayViewPlanOverview(actor: Actor): boolean {
  const corporate =
    hasRole(actor, "corporate_admin") || hasRole(actor, "supervisor_user") || hasRole(actor, "standard_user");
  return corporate && Boolean(actor.accountId);
}

interface ViewRow {
  id: string;
  name: string;
  subscription_status: string;
  subscription_start_date: string | Date | null;
  subscription_end_date: string | Date | null;
  next_billing_date: string | Date | null;
  plan_id: string | null;
  plan_name: string | null;
  plan_description: string | null;
  monthly_price: string | number | null;
  annual_price: string | number | null;
  features_config: unknown;
  usage_stats: Record<string, number | string> | string;
}

const dateOnly = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);

/** The assistant's tokens this month (its own table, read here) and the account's budget override. */
async function aiUsage(db: Db, accountId: string, now: Date): Promise<{ used: number; override: number | null }> {
  const [[used], [settings]] = await Promise.all([
    db
      .select({ n: sql<string>`coalesce(sum(${aiCalls.totalTokens}), 0)` })
      .from(aiCalls)
      .where(and(eq(aiCalls.corporateAccountId, accountId), gte(aiCalls.createdAt, monthStartSql(now)))),
    db
      .select({ budget: aiAccountSettings.monthlyTokenBudget })
      .from(aiAccountSettings)
      .where(eq(aiAccountSettings.corporateAccountId, accountId)),
  ]);
  return { used: Number(used?.n ?? 0), override: settings?.budget ?? null };
}

/** The caller's account overview; signatures counted in the Brasília month of `now`, as the plan limit counts them. */
export async function planOverview(db: Db, actor: Actor, now: Date): Promise<PlanOverview> {
  if (!mayViewPlanOverview(actor) || !actor.accountId) throw forbidden(PLAN_OVERVIEW_MESSAGES.denied);
  const accountId = actor.accountId;
  const [row] = await rawRows<ViewRow>(
    db,
    sql`
    select id, name, subscription_status, subscription_start_date::text, subscription_end_date::text,
           next_billing_date::text,
           plan_id, plan_name, plan_description, monthly_price, annual_price, features_config, usage_stats
    from corporate_accounts_with_plans where id = ${accountId} limit 1`,
  );
  if (!row) throw forbidden(PLAN_OVERVIEW_MESSAGES.denied);
  const stats = (typeof row.usage_stats === "string" ? JSON.parse(row.usage_stats) : row.usage_stats) as Record<
    string,
    number | string
  >;
  const n = (k: string) => Number(stats[k] ?? 0);

  const availableCategories = await rawRows<{ id: string; name: string; description: string | null }>(
    db,
    sql`select id, name, description from get_available_categories_for_account(${accountId}::uuid)`,
  );
  const [templates] = await db
    .select({ n: count() })
    .from(documentTemplates)
    .where(eq(documentTemplates.corporateAccountId, accountId));
  const signatures = await signaturesThisMonth(db, accountId, now);
  const ai = await aiUsage(db, accountId, now);

  let integrations: PlanOverview["integrations"] = null;
  if (hasRole(actor, "corporate_admin")) {
    const [[smtp], [whatsapp]] = await Promise.all([
      db
        .select({ n: count() })
        .from(smtpConfigurations)
        .where(and(eq(smtpConfigurations.corporateAccountId, accountId), eq(smtpConfigurations.isActive, true))),
      db
        .select({ n: count() })
        .from(evolutionApiConfigurations)
        .where(
          and(
            eq(evolutionApiConfigurations.corporateAccountId, accountId),
            eq(evolutionApiConfigurations.isActive, true),
          ),
        ),
    ]);
    integrations = { smtp: Number(smtp?.n ?? 0) > 0, whatsapp: Number(whatsapp?.n ?? 0) > 0 };
  }

  return {
    account: {
      id: row.id,
      name: row.name,
      subscriptionStatus: row.subscription_status,
      subscriptionStartDate: dateOnly(row.subscription_start_date),
      subscriptionEndDate: dateOnly(row.subscription_end_date),
      nextBillingDate: dateOnly(row.next_billing_date),
    },
    plan: row.plan_id
      ? {
          id: row.plan_id,
          name: row.plan_name ?? "",
          description: row.plan_description,
          monthlyPrice: Number(row.monthly_price ?? 0),
          annualPrice: Number(row.annual_price ?? 0),
          featuresConfig: readPlanFeatures(
            typeof row.features_config === "string" ? JSON.parse(row.features_config) : row.features_config,
          ),
        }
      : null,
    usage: {
      corporateAdmins: n("corporate_admin_users"),
      supervisors: n("supervisor_users"),
      standardUsers: n("standard_users"),
      totalUsers: n("total_active_users"),
      signaturesThisMonth: signatures,
      documentsThisMonth: n("monthly_documents"),
      templates: Number(templates?.n ?? 0),
      categories: availableCategories.length,
      aiTokensThisMonth: ai.used,
      aiTokenBudget:
        ai.override ??
        readPlanFeatures(
          typeof row.features_config === "string" ? JSON.parse(row.features_config) : row.features_config,
        ).ai_monthly_tokens,
    },
    categories: availableCategories,
    integrations,
  };
}
