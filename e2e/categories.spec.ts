import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi } from "./support/users";

test("super admin cria, edita, vincula a contas e exclui uma categoria", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const accountName = `Conta Categorias ${Date.now()}`;
  const res = await page.request.post("/api/corporate-accounts", {
    headers: { Origin: E2E_BASE_URL },
    data: { name: accountName },
  });
  expect(res.status()).toBe(201);
  const name = `Categoria E2E ${Date.now()}`;

  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Gerenciamento de Categorias" })).toBeVisible();
  await page.getByRole("button", { name: "Nova categoria" }).click();
  const form = page.getByRole("dialog", { name: "Nova categoria" });
  await form.getByRole("button", { name: "Criar categoria" }).click();
  await expect(form.getByText("Nome da categoria é obrigatório")).toBeVisible();
  await form.getByLabel(/^Nome/).fill(name);
  await form.getByRole("button", { name: "Criar categoria" }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Sem descrição");

  // A second category with the same name is refused.
  await page.getByRole("button", { name: "Nova categoria" }).click();
  await page.getByRole("dialog").getByLabel(/^Nome/).fill(name);
  await page.getByRole("dialog").getByRole("button", { name: "Criar categoria" }).click();
  await expect(page.getByRole("dialog").getByText("Já existe uma categoria com este nome")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar categoria" });
  await edit.getByLabel("Descrição").fill("Contratos de prestação de serviços");
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Contratos de prestação de serviços");

  await row.getByRole("button", { name: `Gerenciar contas corporativas de ${name}` }).click();
  const links = page.getByRole("dialog", { name: "Gerenciar contas corporativas" });
  await links.getByRole("checkbox", { name: accountName }).check();
  await links.getByRole("button", { name: "Salvar" }).click();
  await expect(links).toBeHidden();
  await expect(row).toContainText("1 conta");
  await row.getByRole("button", { name: `Gerenciar contas corporativas de ${name}` }).click();
  await expect(links.getByRole("checkbox", { name: accountName })).toBeChecked();
  await links.getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Excluir categoria" });
  await expect(confirm).toContainText("permanente");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("telas de usuários e categorias sem violações graves de acessibilidade", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/users");
  await expect(page.getByRole("table")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Novo usuário" }).click();
  await page.getByRole("button", { name: "Criar usuário" }).click();
  await expect(page.getByText("Papel é obrigatório")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Gerenciamento de Categorias" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Nova categoria" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
