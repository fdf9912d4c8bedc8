import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES, type PlanFeatures } from "../../src/domain/plan-features";
import { E2E_ADMIN } from "./env";
import { createUserViaApi, PASSWORD, post } from "./signing";
import { loginViaApi } from "./users";

// The branding specs (issue 26): their screenshots and the branded account they start from.
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-branding-shots");
mkdirSync(SHOTS, { recursive: true });

/** Full-page screenshots at 390 px (a phone) and at desktop width. */
export async function shoot(page: Page, name: string) {
  for (const [label, width] of [
    ["390", 390],
    ["desktop", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

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
