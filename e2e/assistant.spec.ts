import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_PLAN_FEATURES } from "../src/domain/plans/features";
import { type FakeModel, startFakeModel } from "../tests/fakes/openai";
import { CONTRACT_TEXT, TEMPLATE_ANSWER } from "../tests/fakes/openai-recordings";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { shooter } from "./support/shots";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

// Issue 29: the contract assistant, against a fake OpenAI-compatible server this spec starts.
const SHOTS = process.env.AI_SHOTS;

const shoot = shooter(SHOTS);

let model: FakeModel;
test.beforeAll(async () => {
  model = await startFakeModel({ kind: "answer", content: TEMPLATE_ANSWER });
});
test.afterAll(async () => model.close());

/** Super admin: a plan with or without "Acesso à IA", an account on it with a category, and its corporate admin signed in. */
async function arrangeAccount(page: Page, label: string, ai: boolean) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The connection the first test creates through the screen; made here when this test runs alone.
  const endpoints = await page.request.get("/api/admin/ai-endpoints");
  if ((await endpoints.json()).length === 0)
    await post(page, "/api/admin/ai-endpoints", { name: "Fake", baseUrl: model.baseUrl, model: "fake-1" });
  const stamp = Date.now();
  const plan = await post(page, "/api/plans", {
    name: `Plano ${label} ${stamp}`,
    monthlyPrice: 99,
    annualPrice: 990,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, ai_access_enabled: ai, ai_monthly_tokens: 50_000 },
  });
  const category = await post(page, "/api/categories", { name: `Serviços ${label} ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa ${label} ${stamp}`,
    planId: plan.id,
    categoryIds: [category.id],
  });
  const email = await createUserViaApi(page, "corporate_admin", account.id, `Admin ${label}`);
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  return { categoryName: category.name as string, accountId: account.id as string };
}

/** A contract long enough to run as a job (LONG_REQUEST_CHARS): the recorded one and many general clauses. */
const LONG_TEXT = [
  CONTRACT_TEXT,
  ...Array.from({ length: 250 }, (_, i) => `Cláusula geral ${i + 1}: obrigações das partes.`),
].join("\n");

test.describe("assistente de contratos", () => {
  test("o super admin cadastra uma conexão de IA e o Testar mostra a resposta real do modelo", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/settings/ai");
    await expect(page.getByRole("heading", { name: "Configurações de IA" })).toBeVisible();
    await page.getByRole("button", { name: "Nova conexão" }).click();
    await page.getByRole("button", { name: "Criar conexão" }).click();
    await expect(page.getByText("Informe a URL base")).toBeVisible();
    await page.getByLabel(/^Nome/).fill("Modelo local");
    await page.getByLabel(/^URL base/).fill(model.baseUrl);
    await page.getByLabel(/^Modelo/).fill("fake-1");
    await page.getByRole("textbox", { name: "Chave da API" }).fill("sk-e2e-0123456789abcd");
    await page.getByRole("button", { name: "Criar conexão" }).click();
    const item = page.getByRole("listitem").filter({ hasText: "Modelo local" });
    await expect(item).toContainText("••••••••abcd");
    model.queue.push({ kind: "answer", content: "ok" });
    await item.getByRole("button", { name: "Testar Modelo local" }).click();
    await expect(item.getByText(/Resposta de fake-1: "ok"/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "ai-settings");
    model.queue.push({ kind: "status", status: 429 });
    await item.getByRole("button", { name: "Testar Modelo local" }).click();
    await expect(item.getByText(/excesso de requisições \(HTTP 429\)/)).toBeVisible();
  });

  test("um usuário com Acesso à IA cola um contrato, vê a proposta com as diferenças e a salva como modelo", async ({
    page,
  }) => {
    const { categoryName } = await arrangeAccount(page, "IA", true);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Assistente de contratos/ }).click();
    await expect(page.getByRole("heading", { name: "Assistente de contratos" })).toBeVisible();
    await expect(page.getByText("Tokens usados este mês: 0 de 50.000")).toBeVisible();
    await page.getByLabel("Texto do contrato").fill(CONTRACT_TEXT);
    await page.getByRole("button", { name: "Gerar proposta" }).click();
    await expect(page.getByRole("heading", { name: "Proposta de modelo" })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("Resposta completa");
    // The diff: the pasted values struck, the variables marked.
    await expect(page.locator("del", { hasText: "123.456.789-09" })).toBeVisible();
    await expect(page.locator("ins", { hasText: "{{cpf_contratante}}" })).toBeVisible();
    await expect(page.getByLabel("Tipo de cpf_contratante")).toHaveValue("cpf");
    await expect(page.getByLabel("Tipo de valor_total")).toHaveValue("money");
    await page.getByLabel("Título do modelo").fill("Prestação de serviços (assistente)");
    await page.getByLabel("Rótulo de valor_total").fill("Valor do serviço");
    await page.getByLabel("Categoria").selectOption({ label: categoryName });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "ai-proposal");
    await page.getByRole("button", { name: "Salvar como modelo" }).click();
    await expect(page.getByText("Modelo salvo.")).toBeVisible();
    await expect(page.getByText(/Tokens usados este mês: 140 de 50.000/)).toBeVisible();
    await page.getByRole("link", { name: "Abrir o modelo" }).click();
    await expect(page.getByLabel(/^Título/).first()).toHaveValue("Prestação de serviços (assistente)");
    await shoot(page, "ai-saved-template");
  });

  test("um usuário sem Acesso à IA vê a oferta do plano, não um botão quebrado", async ({ page }) => {
    await arrangeAccount(page, "Sem IA", false);
    await page.goto("/assistant");
    await expect(page.getByRole("heading", { name: "Disponível com Acesso à IA" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver meu plano" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar proposta" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "ai-upgrade");
  });

  test("um texto longo vira pedido em segundo plano: o aviso aparece, a proposta chega e fica em Pedidos recentes", async ({
    page,
  }) => {
    await arrangeAccount(page, "Longo", true);
    await page.goto("/assistant");
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER, delayMs: 3_000 });
    await page.getByLabel("Texto do contrato").fill(LONG_TEXT);
    await page.getByRole("button", { name: "Gerar proposta" }).click();
    await expect(page.getByText("Processando em segundo plano…")).toBeVisible();
    const recent = page.getByRole("region", { name: "Pedidos recentes" });
    await expect(recent.getByText("em segundo plano")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "ai-background");
    // The job's end arrives by the live update (or the poll): the proposal, without the diff (the text stays in the browser).
    await expect(page.getByRole("heading", { name: "Proposta de modelo" })).toBeVisible({ timeout: 20_000 });
    await expect(recent.getByText("Concluído")).toBeVisible();
    // Leaving and coming back: the result is read from the call's record.
    await page.goto("/dashboard");
    await page.goto("/assistant");
    await recent.getByRole("button", { name: "Ver resultado" }).click();
    await expect(recent.getByRole("heading", { name: "Proposta de modelo" })).toBeVisible();
    await shoot(page, "ai-background-done");
  });

  test("o super admin vê e define o limite mensal de tokens da conta na tela da conta", async ({ page }) => {
    const { accountId } = await arrangeAccount(page, "Limite", true);
    await page.context().clearCookies();
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/corporate-accounts/edit/${accountId}`);
    const section = page.getByRole("group", { name: "Assistente de contratos (IA)" });
    await expect(section.getByText("50.000 tokens/mês").first()).toBeVisible();
    await expect(section.getByText("0 tokens", { exact: true })).toBeVisible();
    const field = section.getByLabel("Limite da conta (tokens por mês)");
    await field.fill("muito");
    await section.getByRole("button", { name: "Salvar limite" }).click();
    await expect(section.getByText("Informe um número inteiro de tokens")).toBeVisible();
    await field.fill("80.000");
    await section.getByRole("button", { name: "Salvar limite" }).click();
    await expect(section.getByText("Limite salvo: 80.000 tokens por mês para esta conta.")).toBeVisible();
    await expect(section.getByText("80.000 tokens/mês (definido para a conta)")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "ai-account-budget");
    await field.fill("");
    await section.getByRole("button", { name: "Salvar limite" }).click();
    await expect(section.getByText("Limite salvo: a conta volta a usar o limite do plano.")).toBeVisible();
  });
});
