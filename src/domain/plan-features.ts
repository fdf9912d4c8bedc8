import { z } from "zod";

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
