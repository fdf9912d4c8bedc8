import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi } from "./support/users";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Field errors the server answers (details.fieldErrors) land under the form's fields (lib/form-errors.ts). */
test("a server field error is shown under its field: plan name taken, SMTP password needed", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const name = `Plano duplicado ${Date.now()}`;
  const first = await page.request.post("/api/plans", {
    headers: { Origin: E2E_BASE_URL },
    data: {
      name,
      description: "",
      monthlyPrice: 10,
      annualPrice: 100,
      isActive: true,
      featuresConfig: {
        user_roles_limit: { corporate_admin: 1, supervisor_user: 1, standard_user: 3 },
        monthly_signatures_limit: 25,
        max_categories_allowed: 5,
        max_templates_allowed: 20,
        ai_access_enabled: false,
        google_api_enabled: false,
        custom_branding_enabled: false,
        priority_support: false,
        api_access_enabled: false,
        white_label_enabled: false,
      },
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  await page.goto("/admin/subscription/plans/new");
  await page.getByLabel("Nome", { exact: false }).first().fill(name);
  await page.getByLabel("Preço mensal (R$)").fill("10");
  await page.getByRole("button", { name: /Salvar/ }).click();
  await expect(page.getByRole("textbox", { name: /^Nome/ })).toHaveAccessibleDescription(
    /Já existe um plano com este nome/,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/plan-name-taken.png`, fullPage: true });

  await page.goto("/admin/settings/smtp");
  await expect(page.getByRole("heading", { name: "Configurações de E-mail (SMTP)" })).toBeVisible();
  await page.getByLabel("Host").fill(`smtp-${Date.now()}.exemplo.com.br`);
  await page.getByLabel("Porta").fill("587");
  await page.getByLabel("Usuário").fill("usuario");
  await page.getByRole("textbox", { name: "Senha" }).fill("");
  await page.getByLabel("E-mail do remetente").fill("remetente@exemplo.com.br");
  await page.getByLabel("Nome do remetente").fill("Remetente");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("textbox", { name: "Senha" })).toHaveAccessibleDescription(
    /Senha é obrigatória|Digite a senha novamente|novo endereço|nov[oa]/i,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/smtp-password-needed.png`, fullPage: true });

  await page.goto("/admin/templates/new");
  await expect(page.getByRole("heading", { name: "Novo Modelo" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-form.png`, fullPage: true });

  await page.goto("/admin/users");
  await expect(page.getByRole("link", { name: "Minuta" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Ativo" }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/users-list.png`, fullPage: true });
});
