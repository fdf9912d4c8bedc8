import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES } from "../src/domain/plans/features";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { shooter } from "./support/shots";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

const SHOTS = process.env.API_KEYS_SHOTS;

/** Super admin: a plan with (or without) "Acesso à API", an account on it and its corporate admin. */
async function corporateAdmin(page: Page, apiAccess: boolean) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = `${Date.now()}${apiAccess ? "a" : "b"}`;
  const plan = await post(page, "/api/plans", {
    name: `Plano Chaves ${stamp}`,
    monthlyPrice: 99,
    annualPrice: 990,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, api_access_enabled: apiAccess },
  });
  const account = await post(page, "/api/corporate-accounts", { name: `Empresa Chaves ${stamp}`, planId: plan.id });
  const email = await createUserViaApi(page, "corporate_admin", account.id, "Carla Integradora");
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  return { planName: plan.name as string, accountName: account.name as string };
}

const shoot = shooter(SHOTS);

test.describe("chaves de API", () => {
  test("o administrador corporativo cria uma chave, vê o segredo uma vez e a revoga", async ({ page }) => {
    const { accountName } = await corporateAdmin(page, true);
    // Issue 48: the reference's path, Dashboard → Configurações → Chaves de API, is the screens' own.
    await page.goto("/dashboard");
    await page
      .getByRole("link", {
        name: /Configurações.*E-mail \(SMTP\), WhatsApp, chaves de API, webhooks, marca e retenção/,
      })
      .click();
    await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "integrations-hub");
    await page.getByRole("link", { name: /Chaves de API/ }).click();
    await expect(page.getByRole("heading", { name: "Chaves de API" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Você está em" })).toHaveText("Configurações › Chaves de API");
    await expect(page.getByText("Nenhuma chave de API")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Nova chave" }).click();
    await page.getByRole("button", { name: "Criar chave" }).click();
    await expect(page.getByText("Informe um nome para a chave")).toBeVisible();
    await expect(page.getByText("Escolha ao menos uma permissão")).toBeVisible();
    await page.getByLabel("Nome").fill("ERP da empresa");
    await page.getByLabel(/Ler documentos/).check();
    await page.getByLabel(/Criar e editar documentos/).check();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "api-keys-form");
    await page.getByRole("button", { name: "Criar chave" }).click();

    const secretField = page.getByTestId("api-key-secret");
    await expect(secretField).toHaveValue(/^mk_test_[0-9A-Za-z]{43}$/);
    const secret = await secretField.inputValue();
    await expect(page.getByText("ela não será mostrada de novo")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "api-keys-secret");
    await page.getByRole("button", { name: "Já copiei a chave" }).click();

    const row = page.getByRole("row", { name: /ERP da empresa/ });
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(row).toContainText("Carla Integradora");
    await expect(row).toContainText("Nunca usada");
    await expect(page.getByText(secret)).toHaveCount(0);
    await shoot(page, "api-keys-list");

    await row.getByRole("button", { name: "Revogar ERP da empresa" }).click();
    const dialog = page.getByRole("dialog", { name: "Revogar chave de API" });
    await expect(dialog).toContainText("deixam de acessar a API imediatamente");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Revogar" }).click();
    await expect(row).toContainText("Revogada em");
    await expect(row.getByRole("button", { name: "Revogar ERP da empresa" })).toHaveCount(0);

    // The super admin sees every account's keys, with the account's name, never the secret.
    await page.context().clearCookies();
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/corporate/settings/api");
    await expect(page.getByRole("row", { name: /ERP da empresa/ }).first()).toContainText(accountName);
    await expect(page.getByRole("button", { name: "Nova chave" })).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "api-keys-super-admin");
  });

  test("um plano sem Acesso à API mostra o aviso e nenhum formulário", async ({ page }) => {
    const { planName } = await corporateAdmin(page, false);
    await page.goto("/corporate/settings/api");
    await expect(page.getByText(/não inclui o recurso "Acesso à API"/)).toBeVisible();
    await expect(page.getByText(`Plano atual: ${planName}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Nova chave" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "api-keys-no-plan");
  });
});
