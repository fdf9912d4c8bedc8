import { z } from "zod";
import { categoryOptionSchema } from "../accounts/accounts";
import { countSchema } from "../shared/fields";
import type { planFeaturesSchema } from "./features";
import { planSchema } from "./plans";

/** Usage bars of the plan overview (spec 2 §2.8, §9) and of the corporate dashboard (spec 3 §2). */

/** An account without plan, named the same on every screen (the corporate dashboard, "Meu Plano"). */
export const NO_PLAN_LABEL = "Sem plano";
export const planLabel = (name: string | null | undefined) => name || NO_PLAN_LABEL;

/** "3 / 5", or "3 / ∞" without a limit (no plan enforces none; documents per month have none). */
export const usageText = (used: number, limit: number | null) => `${used} / ${limit === null ? "∞" : limit}`;
/** Under an unlimited quota, in place of its bar. */
export const UNLIMITED_TEXT = "Sem limite no plano";
export type UsageTone = "green" | "yellow" | "red";

/** Percentage of a limit used: a limit of 0 (or less) gives 0 %, never above 100 %. */
export function usagePercent(used: number, limit: number): number {
  if (!(limit > 0) || !(used > 0)) return 0;
  return Math.min(100, (used / limit) * 100);
}

/** Red at 90 % or more, yellow at 75 % or more, green below. */
export function usageTone(percent: number): UsageTone {
  if (percent >= 90) return "red";
  if (percent >= 75) return "yellow";
  return "green";
}

export interface UsageBar {
  key: string;
  label: string;
  used: number;
  /** null = unlimited: no share of anything, so no bar is drawn (issue 48; it used to be a fixed 25 %). */
  limit: number | null;
  percent: number;
  tone: UsageTone;
}

export function usageBar(key: string, label: string, used: number, limit: number | null): UsageBar {
  const percent = limit === null ? 0 : usagePercent(used, limit);
  return { key, label, used, limit, percent, tone: limit === null ? "green" : usageTone(percent) };
}

/** What the overview endpoint answers: raw counts; the bars are computed with the rules above. */
export const planUsageSchema = z.object({
  corporateAdmins: countSchema,
  supervisors: countSchema,
  standardUsers: countSchema,
  totalUsers: countSchema,
  signaturesThisMonth: countSchema,
  documentsThisMonth: countSchema,
  templates: countSchema,
  categories: countSchema,
  /** Tokens the contract assistant spent this Brasília month, and the month's budget (the account's or the plan's). */
  aiTokensThisMonth: countSchema,
  aiTokenBudget: countSchema,
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const planOverviewSchema = z.object({
  account: z.object({
    id: z.string(),
    name: z.string(),
    subscriptionStatus: z.string(),
    subscriptionStartDate: z.string().nullable(),
    subscriptionEndDate: z.string().nullable(),
    nextBillingDate: z.string().nullable(),
  }),
  plan: planSchema
    .pick({ id: true, name: true, description: true, monthlyPrice: true, annualPrice: true, featuresConfig: true })
    .nullable(),
  usage: planUsageSchema,
  categories: z.array(categoryOptionSchema),
  /** Only for corporate_admin (the integrations card); null for the other roles. */
  integrations: z.object({ smtp: z.boolean(), whatsapp: z.boolean() }).nullable(),
});
export type PlanOverview = z.infer<typeof planOverviewSchema>;

export const PLAN_OVERVIEW_MESSAGES = {
  denied: "Você não tem permissão para visualizar informações do plano.",
  loadError: "Erro ao carregar informações do plano.",
} as const;

/**
 * The bars of the overview, in display order. Without a plan no limit is enforced (the plan-limit
 * checks pass), so every limit is null and shown as "∞", as on the corporate dashboard.
 */
export function usageBars(usage: PlanUsage, features: z.infer<typeof planFeaturesSchema> | null): UsageBar[] {
  const limits = features?.user_roles_limit;
  const limit = (n: number | undefined) => n ?? null;
  return [
    usageBar("totalUsers", "Usuários totais", usage.totalUsers, limit(features?.max_total_users)),
    usageBar("corporateAdmins", "Administradores corporativos", usage.corporateAdmins, limit(limits?.corporate_admin)),
    usageBar("supervisors", "Supervisores", usage.supervisors, limit(limits?.supervisor_user)),
    usageBar("standardUsers", "Usuários padrão", usage.standardUsers, limit(limits?.standard_user)),
    usageBar(
      "signatures",
      "Assinaturas este mês",
      usage.signaturesThisMonth,
      limit(features?.monthly_signatures_limit),
    ),
    usageBar("documents", "Documentos este mês", usage.documentsThisMonth, null),
    usageBar("templates", "Modelos", usage.templates, limit(features?.max_templates_allowed)),
    usageBar("categories", "Categorias", usage.categories, limit(features?.max_categories_allowed)),
    ...(features?.ai_access_enabled
      ? [usageBar("aiTokens", "Tokens do assistente este mês", usage.aiTokensThisMonth, usage.aiTokenBudget)]
      : []),
  ];
}
