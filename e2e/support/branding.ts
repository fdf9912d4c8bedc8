import type { Page } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES, type PlanFeatures } from "../../src/domain/plans/features";
import { E2E_ADMIN } from "./env";
import { screenshots } from "./screenshots";
import { createUserViaApi, PASSWORD, post } from "./signing";
import { loginViaApi } from "./users";

// The branding specs (issue 26): their screenshots (390 px and desktop) and the branded account they start from.
export const shoot = screenshots("minuta-branding-shots");

/**
 * Super admin: a plan with "Marca personalizada" (and `extra` flags), an account on it with a template;
 * its corporate admin signed in.
 */
export async function brandedAdmin(page: Page, extra: Partial<PlanFeatures> = {}) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const plan = await post(page, "/api/plans", {
    name: `Plano Marca ${stamp}`,
    monthlyPrice: 199,
    annualPrice: 1990,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, custom_branding_enabled: true, ...extra },
  });
  const category = await post(page, "/api/categories", { name: `Marca ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa Marca ${stamp}`,
    planId: plan.id,
    categoryIds: [category.id],
  });
  const template = await post(page, "/api/templates", {
    title: `Contrato Marca ${stamp}`,
    categoryId: category.id,
    templateContent: "<p><strong>CONTRATO</strong></p><p>Contratante: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const email = await createUserViaApi(page, "corporate_admin", account.id, "Carla Marca");
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  return { templateId: template.id as string };
}
