import type { Page } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { E2E_ADMIN } from "./env";
import { createUserViaApi, PASSWORD, post } from "./signing";
import { loginViaApi } from "./users";

/**
 * Super admin: a plan with "Acesso à API", an account on it with a category and an active template
 * whose one variable is `nome`; then that account's corporate admin (`adminName`) signs in on `page`.
 * `label` names what the test is about (in the names it creates).
 */
export async function arrangeApiAccount(
  page: Page,
  { label, adminName, templateContent }: { label: string; adminName: string; templateContent: string },
): Promise<{ templateId: string }> {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const plan = await post(page, "/api/plans", {
    name: `Plano ${label} ${stamp}`,
    monthlyPrice: 99,
    annualPrice: 990,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, api_access_enabled: true },
  });
  const category = await post(page, "/api/categories", { name: `${label} ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa ${label} ${stamp}`,
    planId: plan.id,
    categoryIds: [category.id],
  });
  const template = await post(page, "/api/templates", {
    title: `Modelo ${label} ${stamp}`,
    categoryId: category.id,
    templateContent,
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const email = await createUserViaApi(page, "corporate_admin", account.id, adminName);
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  return { templateId: template.id as string };
}
