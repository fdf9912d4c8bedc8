import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, loginViaForm, tileTargets, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };

async function createAccountViaApi(page: Page, name: string): Promise<string> {
  const res = await page.request.post("/api/corporate-accounts", { headers: origin, data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

async function fillUserForm(
  page: Page,
  user: { fullName: string; email: string; password: string; role: string; account?: string },
) {
  await page.getByLabel(/^Nome completo/).fill(user.fullName);
  await page.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await page.getByLabel(/^Senha/).fill(user.password);
  await page.getByLabel(/^Confirmar senha/).fill(user.password);
  await page.getByLabel(/^Papel/).selectOption({ label: user.role });
  if (user.account) await page.getByLabel(/^Conta corporativa/).selectOption({ label: user.account });
}

test.describe("gerenciamento de usuários", () => {
  test("super admin cria um admin corporativo, que cria um usuário padrão e só vê a sua conta", async ({
    page,
    browser,
  }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const suffix = Date.now();
    const accountName = `Conta E2E ${suffix}`;
    const otherName = `Outra Conta ${suffix}`;
    await createAccountViaApi(page, accountName);
    const otherId = await createAccountViaApi(page, otherName);
    const outsider = { email: uniqueEmail("fora"), fullName: `Fora ${suffix}` };
    const res = await page.request.post("/api/users", {
      headers: origin,
      data: {
        ...outsider,
        password: "Senha-123",
        confirmPassword: "Senha-123",
        role: "standard_user",
        corporateAccountId: otherId,
      },
    });
    expect(res.status()).toBe(201);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Gerenciamento de Usuários" })).toBeVisible();
    await page.getByRole("button", { name: "Novo usuário" }).click();
    await page.getByRole("button", { name: "Criar usuário" }).click();
    await expect(page.getByText("Nome completo é obrigatório")).toBeVisible();
    await expect(page.getByText("Papel é obrigatório")).toBeVisible();
    const admin = { fullName: `Admin ${suffix}`, email: uniqueEmail("admin-corp"), password: "Senha-123" };
    await fillUserForm(page, { ...admin, role: "Administrador Corporativo", account: accountName });
    await page.getByRole("button", { name: "Criar usuário" }).click();
    await expect(page.getByText("Usuário criado com sucesso!")).toBeVisible();
    // Back to the list after 2 s.
    await expect(page.getByRole("table")).toBeVisible({ timeout: 5_000 });
    await page.getByLabel("Buscar por nome").fill(admin.fullName);
    await expect(page.getByRole("row", { name: new RegExp(admin.fullName) })).toContainText(accountName);

    const context = await browser.newContext();
    const corp = await context.newPage();
    await loginViaForm(corp, admin.email, admin.password);
    await expect(corp).toHaveURL(/\/dashboard$/);
    const tiles = await tileTargets(corp);
    expect(tiles).toContain("/admin/users");
    expect(tiles).not.toContain("/admin/categories");

    await corp.goto("/admin/users");
    await expect(corp.getByText(`Usuários da conta ${accountName}`)).toBeVisible();
    await corp.getByRole("button", { name: "Novo usuário" }).click();
    await expect(corp.getByLabel("Papel")).not.toContainText("Super Administrador");
    await expect(corp.getByLabel("Conta corporativa")).toHaveValue(accountName);
    const standard = { fullName: `Padrão ${suffix}`, email: uniqueEmail("padrao"), password: "Senha-123" };
    await fillUserForm(corp, { ...standard, role: "Usuário Padrão" });
    await corp.getByRole("button", { name: "Criar usuário" }).click();
    await expect(corp.getByText("Usuário criado com sucesso!")).toBeVisible();
    await expect(corp.getByRole("table")).toBeVisible({ timeout: 5_000 });

    const rows = corp.getByRole("row");
    await expect(rows.filter({ hasText: standard.fullName })).toHaveCount(1);
    await expect(rows.filter({ hasText: admin.fullName })).toHaveCount(1);
    await expect(rows.filter({ hasText: outsider.fullName })).toHaveCount(0);
    await expect(rows.filter({ hasText: E2E_ADMIN.email })).toHaveCount(0);
    await expect(corp.getByText("Mostrando 1–2 de 2")).toBeVisible();

    await corp.goto("/admin/categories");
    await expect(corp.getByRole("heading", { name: "Permissão Insuficiente" })).toBeVisible();
    await expect(corp.getByText("Apenas Super Administradores podem gerenciar categorias.")).toBeVisible();
    await context.close();
  });

  test("um usuário desativado não consegue entrar; a lista se atualiza ao vivo", async ({ page, browser }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const accountId = await createAccountViaApi(page, `Conta Desativação ${Date.now()}`);
    await page.goto("/admin/users");
    await expect(page.getByRole("table")).toBeVisible();

    const user = { fullName: `Desativar ${Date.now()}`, email: uniqueEmail("desativar"), password: "Senha-123" };
    // Created elsewhere: the open list shows it without a reload (live update).
    const created = await page.request.post("/api/users", {
      headers: origin,
      data: { ...user, confirmPassword: user.password, role: "standard_user", corporateAccountId: accountId },
    });
    expect(created.status()).toBe(201);
    const row = page.getByRole("row", { name: new RegExp(user.fullName) });
    await expect(row).toBeVisible({ timeout: 15_000 });

    const context = await browser.newContext();
    const other = await context.newPage();
    await loginViaForm(other, user.email, user.password);
    await expect(other).toHaveURL(/\/dashboard$/);

    await row.getByRole("button", { name: `Desativar ${user.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Desativar usuário" });
    await expect(dialog).toContainText(user.email);
    await dialog.getByRole("button", { name: "Desativar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Inativo");

    // The open session ended, and a new login is refused.
    expect((await other.request.get("/api/me")).status()).toBe(401);
    await loginViaForm(other, user.email, user.password);
    await expect(other.getByText(/Usuário inativo/)).toBeVisible();
    await context.close();
  });
});
