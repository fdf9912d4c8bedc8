import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { loginViaApi } from "./support/users";

test.describe("acessibilidade (axe-core)", () => {
  test("telas de autenticação e institucional", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("Nome é obrigatório")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Esqueceu a senha?" }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/reset-password?token=abc");
    await expect(page.getByLabel("Nova senha", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/auth/callback?type=signup&token=invalido");
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/landing");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("dashboard", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/dashboard");
    await expect(page.getByTestId("action-tiles")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
