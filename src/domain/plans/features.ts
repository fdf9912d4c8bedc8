import { z } from "zod";
import { DEFAULT_AI_MONTHLY_TOKENS } from "../assistant/assistant";

/** features_config of a subscription plan (spec 2 §3, defaults of §9). */
export const userRolesLimitSchema = z.object({
  corporate_admin: z.number().int().min(0),
  supervisor_user: z.number().int().min(0),
  standard_user: z.number().int().min(0),
});

export const planFeaturesSchema = z.object({
  max_total_users: z.number().int().min(0),
  user_roles_limit: userRolesLimitSchema,
  monthly_signatures_limit: z.number().int().min(0),
  ai_access_enabled: z.boolean(),
  /** Tokens the contract assistant may spend per Brasília month (issue 29); an account may override it. */
  ai_monthly_tokens: z.number().int().min(0),
  google_api_enabled: z.boolean(),
  max_categories_allowed: z.number().int().min(0),
  max_templates_allowed: z.number().int().min(0),
  custom_branding_enabled: z.boolean(),
  priority_support: z.boolean(),
  api_access_enabled: z.boolean(),
  white_label_enabled: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

export const DEFAULT_PLAN_FEATURES: PlanFeatures = {
  max_total_users: 5,
  user_roles_limit: { corporate_admin: 1, supervisor_user: 1, standard_user: 3 },
  monthly_signatures_limit: 25,
  ai_access_enabled: false,
  ai_monthly_tokens: DEFAULT_AI_MONTHLY_TOKENS,
  google_api_enabled: false,
  max_categories_allowed: 5,
  max_templates_allowed: 20,
  custom_branding_enabled: false,
  priority_support: false,
  api_access_enabled: false,
  white_label_enabled: false,
};

/** max_total_users is always the sum of the three role limits (computed on the server too). */
export function totalUsersOf(limits: PlanFeatures["user_roles_limit"]): number {
  return limits.corporate_admin + limits.supervisor_user + limits.standard_user;
}

/** Reads a stored features_config leniently: unknown or missing keys fall back to the defaults. */
export function readPlanFeatures(stored: unknown): PlanFeatures {
  const raw = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const merged = {
    ...DEFAULT_PLAN_FEATURES,
    ...raw,
    user_roles_limit: { ...DEFAULT_PLAN_FEATURES.user_roles_limit, ...((raw.user_roles_limit as object) ?? {}) },
  };
  const parsed = planFeaturesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PLAN_FEATURES;
}

/** Messages of the plan form's feature fields (spec 2 §5). */
export const PLAN_FEATURE_MESSAGES = {
  minAdmin: "Mínimo 1 admin corporativo",
  limitPositive: "Limite deve ser positivo",
  minStandard: "Mínimo 1 usuário padrão",
  minCategory: "Mínimo 1 categoria",
  minTemplate: "Mínimo 1 template",
} as const;

const count = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(1_000_000, "Valor muito alto");

/**
 * features_config as the plan form sends it: the limits of §5 with their messages. `max_total_users`
 * may be sent but is ignored: it is always recomputed as the sum of the role limits.
 */
export const planFeaturesInputSchema = z
  .object({
    max_total_users: z.number().optional(),
    user_roles_limit: z.object({
      corporate_admin: count(1, PLAN_FEATURE_MESSAGES.minAdmin),
      supervisor_user: count(0, PLAN_FEATURE_MESSAGES.limitPositive),
      standard_user: count(1, PLAN_FEATURE_MESSAGES.minStandard),
    }),
    monthly_signatures_limit: count(0, PLAN_FEATURE_MESSAGES.limitPositive),
    max_categories_allowed: count(1, PLAN_FEATURE_MESSAGES.minCategory),
    max_templates_allowed: count(1, PLAN_FEATURE_MESSAGES.minTemplate),
    ai_access_enabled: z.boolean(),
    ai_monthly_tokens: count(0, PLAN_FEATURE_MESSAGES.limitPositive).optional().default(DEFAULT_AI_MONTHLY_TOKENS),
    google_api_enabled: z.boolean(),
    custom_branding_enabled: z.boolean(),
    priority_support: z.boolean(),
    api_access_enabled: z.boolean(),
    white_label_enabled: z.boolean(),
  })
  .transform((v): PlanFeatures => ({ ...v, max_total_users: totalUsersOf(v.user_roles_limit) }));
export type PlanFeaturesInput = z.input<typeof planFeaturesInputSchema>;

/** The boolean features with their Portuguese labels, in display order. */
export const PLAN_FLAG_LABELS = {
  ai_access_enabled: "Acesso à IA",
  google_api_enabled: "Integração Google",
  custom_branding_enabled: "Marca personalizada",
  priority_support: "Suporte prioritário",
  api_access_enabled: "Acesso à API",
  white_label_enabled: "White label",
} as const satisfies Partial<Record<keyof PlanFeatures, string>>;
export type PlanFlag = keyof typeof PLAN_FLAG_LABELS;

/**
 * The flags whose feature the product actually delivers. Only these are sold on the landing page
 * or listed on a plan overview; the others (the Google integration) show only in the super admin's plan
 * form until they are built (issue 26). The assistant and priority support are delivered by issue 29
 * (decisions 0045, 0046).
 */
export const DELIVERED_PLAN_FLAGS = [
  "ai_access_enabled",
  "custom_branding_enabled",
  "priority_support",
  "api_access_enabled",
  // Hides the platform's name from signers (decision 0040) and answers on the account's own host (0043).
  "white_label_enabled",
] as const satisfies readonly PlanFlag[];

/** The Portuguese labels of the delivered flags this plan enables, in display order. */
export function deliveredFlagLabels(f: PlanFeatures): string[] {
  return DELIVERED_PLAN_FLAGS.filter((flag) => f[flag]).map((flag) => PLAN_FLAG_LABELS[flag]);
}

/** Every feature of a plan as short Portuguese lines (limits first, then enabled, delivered flags). */
export function featureLines(f: PlanFeatures): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines = [
    `Até ${plural(f.max_total_users, "usuário", "usuários")}`,
    `${plural(f.monthly_signatures_limit, "assinatura", "assinaturas")}/mês`,
    `Até ${plural(f.max_templates_allowed, "modelo", "modelos")}`,
    `Até ${plural(f.max_categories_allowed, "categoria", "categorias")}`,
  ];
  return [...lines, ...deliveredFlagLabels(f)];
}

/** The list's "main features": at most 3 (spec 2 §2.4, §9). */
export const mainFeatures = (f: PlanFeatures): string[] => featureLines(f).slice(0, 3);
