import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEFAULT_PLAN_FEATURES } from "../src/domain/plans/features";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL, E2E_SMTP_HTTP_PORT, E2E_SMTP_PORT } from "./support/env";
import { createUserViaApi } from "./support/signing";
import type { CaughtMail } from "./support/smtp-catcher";
import { loginViaApi, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-insight-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function post(page: Page, url: string, data: unknown) {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

/** Today in São Paulo: the reports' dates are days there, so the UTC day is wrong after 21:00. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const monthsAgo = (n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 10)).toISOString().slice(0, 10);
};

/** Two paying accounts with a plan, a template, users of each, and documents made through the API. */
async function arrange(page: Page) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const plan = await post(page, "/api/plans", {
    name: `Plano Insight ${stamp}`,
    monthlyPrice: 199.9,
    annualPrice: 1999,
    featuresConfig: { ...DEFAULT_PLAN_FEATURES, monthly_signatures_limit: 40 },
  });
  const category = await post(page, "/api/categories", { name: `Insight ${stamp}` });
  const account = (name: string, start: string) =>
    post(page, "/api/corporate-accounts", {
      name,
      planId: plan.id,
      subscriptionStatus: "active",
      subscriptionStartDate: start,
      categoryIds: [category.id],
    });
  const a = await account(`Alfa Insight ${stamp}`, monthsAgo(3));
  const b = await account(`Beta Insight ${stamp}`, monthsAgo(1));
  const template = await post(page, "/api/templates", {
    title: `Contrato Insight ${stamp}`,
    categoryId: category.id,
    templateContent: "<p>Cliente: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const user = (role: string, accountId: string, fullName: string) => createUserViaApi(page, role, accountId, fullName);
  const adminA = await user("corporate_admin", a.id, "Ana Gestora");
  const standardA = await user("standard_user", a.id, "Bruno Padrão");
  const standardB = await user("standard_user", b.id, "Bia Beta");
  await page.context().clearCookies();
  const docs = async (email: string, statuses: string[]) => {
    await loginViaApi(page, email, PASSWORD);
    for (const status of statuses) {
      await post(page, "/api/documents", { templateId: template.id, values: { nome: "Cliente E2E" }, status });
    }
    await page.context().clearCookies();
  };
  await docs(adminA, ["finalized", "draft", "finalized"]);
  await docs(standardA, ["finalized"]);
  await docs(standardB, ["draft", "finalized"]);
  return { a, b, plan, adminA, standardA, templateTitle: template.title as string };
}

async function readWorkbook(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return wb;
}

test.describe("dashboards e relatórios", () => {
  test("super admin: dashboards vazios e com dados, relatório com filtro e exportação; gestor vê só a própria empresa", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Empty platform first: the admin dashboard shows 'Sem dados disponíveis' on its charts.
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard Administrativo" })).toBeVisible();
    await expect(page.getByText("Documentos Gerados", { exact: true })).toBeVisible();
    await expect(page.getByText("Última atualização:")).toBeVisible();
    // Other specs share this database: count what exists before this test adds its own documents.
    const docsKpi = page.getByRole("region", { name: "Documentos Gerados", exact: true });
    const docsBefore = Number(((await docsKpi.textContent()) ?? "").replace(/\D/g, "") || 0);
    await shot(page, "admin-dashboard-empty");
    await page.context().clearCookies();

    const { a, b, adminA, standardA, templateTitle } = await arrange(page);
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);

    await page.goto("/admin/dashboard");
    const kpi = (label: string) => page.getByRole("region", { name: label, exact: true });
    await expect(kpi("Documentos Gerados")).toContainText(String(docsBefore + 6));
    await expect(kpi("Contas Corporativas")).toContainText(/\d/);
    const topDocs = page.getByRole("region", { name: "Top 5 contas por documentos" });
    await expect(topDocs.getByRole("listitem").first()).toContainText(a.name);
    await expect(topDocs.getByRole("listitem").first()).toContainText("4");
    const topRevenue = page.getByRole("region", { name: "Top 5 contas por receita" });
    // A pays 4 months (3 back + current) of 199,90, B 2 months.
    await expect(topRevenue.getByRole("listitem").first()).toContainText("R$ 799,60");
    await expect(
      page.getByRole("region", { name: "Documentos por mês" }).getByText("Ver dados em tabela"),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "admin-dashboard-data");

    // Admin report: totals, the account filter, the Excel workbook.
    await page.getByRole("button", { name: "Relatórios" }).click();
    await expect(page.getByRole("heading", { name: "Relatórios do Sistema" })).toBeVisible();
    const card = kpi;
    await expect(card("Documentos")).toContainText(String(docsBefore + 6));
    await page.getByLabel("Conta Corporativa").selectOption({ label: b.name });
    await expect(card("Documentos")).toContainText("2");
    await page.getByLabel("Data Inicial").fill(today());
    await expect(card("Documentos")).toContainText("2");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "admin-reports");
    const [adminDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar Excel" }).click(),
    ]);
    expect(adminDownload.suggestedFilename()).toMatch(/^relatorio-admin-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const adminFile = join(SHOTS, adminDownload.suggestedFilename());
    await adminDownload.saveAs(adminFile);
    const adminWb = await readWorkbook(adminFile);
    expect(adminWb.worksheets.map((s) => s.name)).toEqual(["Resumo", "Status", "Por Mês", "Funções", "Top Contas"]);
    expect(adminWb.getWorksheet("Resumo")?.getCell("B4").value).toBe(2);
    expect(adminWb.getWorksheet("Top Contas")?.getRow(2).values).toEqual([undefined, b.name, 2]);
    await page.getByRole("button", { name: "Limpar" }).click();
    await expect(card("Documentos")).toContainText(String(docsBefore + 6));

    // Corporate admin of A: only A, everywhere.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const corp = await ctx.newPage();
    await loginViaApi(corp, adminA, PASSWORD);
    await corp.goto("/admin/dashboard");
    await expect(corp).toHaveURL(/\/dashboard$/);
    await corp.goto("/corporate/dashboard");
    await expect(corp.getByRole("heading", { name: "Dashboard Corporativo" })).toBeVisible();
    await expect(corp.getByText(a.name).first()).toBeVisible();
    // Unlimited documents per month draw no bar (issue 48; spec 3 §9 had a fixed 30 %).
    await expect(corp.getByRole("progressbar", { name: "Documentos este mês" })).toHaveCount(0);
    await expect(corp.getByRole("progressbar", { name: "Usuários ativos" })).toHaveAttribute(
      "aria-valuetext",
      "2 de 5",
    );
    await expect(corp.getByText("4 / ∞")).toBeVisible();
    const recent = corp.getByRole("region", { name: "Documentos Recentes" });
    await expect(recent.getByRole("row")).toHaveCount(5);
    await expect(recent).not.toContainText("Bia Beta");
    await expect(corp.getByText("Nenhuma assinatura pendente")).toBeVisible();
    await expect(corp.getByRole("button", { name: "Configurar" })).toBeVisible();
    expect(await seriousViolations(corp)).toEqual([]);
    await shot(corp, "corporate-dashboard-data");

    await corp.getByRole("button", { name: "Relatórios" }).click();
    await expect(corp.getByRole("heading", { name: "Relatórios" })).toBeVisible();
    await expect(corp.getByText("Análise de documentos da sua empresa")).toBeVisible();
    const ccard = (label: string) => corp.getByRole("region", { name: label, exact: true });
    await expect(ccard("Total de Documentos")).toContainText("4");
    await expect(corp.getByLabel("Usuário", { exact: true }).locator("option")).toHaveText([
      "Todos",
      "Ana Gestora",
      "Bruno Padrão",
    ]);
    await corp.getByLabel("Status", { exact: true }).selectOption({ label: "Rascunho" });
    await expect(ccard("Total de Documentos")).toContainText("1");
    await corp.getByLabel("Status", { exact: true }).selectOption({ label: "Todos" });
    await expect(ccard("Total de Documentos")).toContainText("4");
    await expect(corp.getByRole("region", { name: "Modelos mais utilizados" })).toContainText(templateTitle);
    expect(await seriousViolations(corp)).toEqual([]);
    await shot(corp, "corporate-reports");
    const [corpDownload] = await Promise.all([
      corp.waitForEvent("download"),
      corp.getByRole("button", { name: "Exportar Excel" }).click(),
    ]);
    expect(corpDownload.suggestedFilename()).toMatch(/^relatorio-corporativo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const corpFile = join(SHOTS, corpDownload.suggestedFilename());
    await corpDownload.saveAs(corpFile);
    const corpWb = await readWorkbook(corpFile);
    expect(corpWb.worksheets.map((s) => s.name)).toEqual([
      "Resumo",
      "Status",
      "Por Mês",
      "Top Usuários",
      "Modelos mais utilizados",
    ]);
    expect(corpWb.getWorksheet("Top Usuários")?.getRow(2).values).toEqual([undefined, "Ana Gestora", 3]);
    await ctx.close();

    // A standard user: own documents only in the lists; no 'Configurar'.
    const ctx2 = await browser.newContext();
    const std = await ctx2.newPage();
    await loginViaApi(std, standardA, PASSWORD);
    await std.goto("/corporate/dashboard");
    await expect(std.getByRole("heading", { name: "Dashboard Corporativo" })).toBeVisible();
    await expect(std.getByRole("region", { name: "Documentos Recentes" }).getByRole("row")).toHaveCount(2);
    await expect(std.getByRole("button", { name: "Configurar" })).toHaveCount(0);
    await ctx2.close();
  });

  test("o primeiro carregamento (login) não traz os gráficos nem o gerador de Excel", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(scripts.some((s) => /charts-|browser-|export-workbook-/.test(s))).toBe(false);
  });
});

test.describe("landing", () => {
  test("lista os planos reais, abre Termos, Privacidade e LGPD, e passa no axe em desktop e celular", async ({
    page,
  }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `Plano Vitrine ${Date.now()}`;
    await post(page, "/api/plans", {
      name,
      monthlyPrice: 49.9,
      annualPrice: 499,
      featuresConfig: { ...DEFAULT_PLAN_FEATURES },
    });
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/landing");
    const pricing = page.locator("#pricing");
    const card = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText("R$ 49,90/mês");
    await expect(card).toContainText("ou R$ 499,00/ano");
    await expect(card).toContainText("Até 5 usuários");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "landing-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/landing");
    await expect(card).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "landing-phone");
    for (const [link, heading] of [
      ["Termos", "Termos de Uso"],
      ["Privacidade", "Política de Privacidade"],
      ["LGPD", "LGPD — Seus direitos"],
    ] as const) {
      await page.goto("/landing");
      await page.getByRole("navigation", { name: "Informações legais" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("mensagens em massa", () => {
  test("super admin envia a uma empresa e vê o progresso e as contagens", async ({ page }) => {
    test.setTimeout(120_000);
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const smtp = await page.request.put("/api/settings/smtp", {
      headers: origin,
      data: {
        host: "127.0.0.1",
        port: E2E_SMTP_PORT,
        username: "avisos@e2e.minuta.test",
        password: "senha-smtp",
        fromEmail: "avisos@e2e.minuta.test",
        fromName: "Minuta Avisos",
        secure: false,
      },
    });
    expect(smtp.status(), await smtp.text()).toBe(200);
    const stamp = Date.now();
    const company = await post(page, "/api/corporate-accounts", { name: `Avisos ${stamp}` });
    const emails: string[] = [];
    for (const name of ["Gil Avisos", "Helena Avisos"]) {
      const email = uniqueEmail("aviso");
      emails.push(email);
      await post(page, "/api/users", {
        fullName: name,
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: name.startsWith("Gil") ? "corporate_admin" : "standard_user",
        corporateAccountId: company.id,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/broadcast");
    await expect(page.getByRole("heading", { name: "Mensagens em Massa" })).toBeVisible();
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Título e mensagem são obrigatórios")).toBeVisible();
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(`Aviso E2E ${stamp}`);
    await page.getByRole("textbox", { name: "Mensagem", exact: true }).fill("Manutenção no domingo às 22h.");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Selecione pelo menos uma empresa ou usuário")).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeChecked();
    await expect(page.getByLabel("WhatsApp", { exact: true })).not.toBeChecked();
    await page.getByRole("button", { name: `Expandir usuários de ${company.name}` }).click();
    await page.getByLabel(`${company.name} (2)`).check();
    await expect(page.getByLabel(/^Gil Avisos/)).toBeDisabled();
    await expect(page.getByLabel(/^Gil Avisos/)).toBeChecked();
    await expect(page.getByText("2 destinatários")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("progressbar", { name: "Progresso do envio" })).toBeVisible();
    await expect(page.getByText("Mensagens enviadas! Sucesso: 2, Falhas: 0").first()).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole("row").filter({ hasText: `Aviso E2E ${stamp}` });
    await expect(row).toContainText("Enviado");
    // The toast library's own colours are checked where it is configured, not on every screen.
    expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
    await shot(page, "broadcast-progress");
    const mails = (await (await fetch(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`)).json()) as CaughtMail[];
    for (const email of emails) {
      expect(mails.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);
    }

    // The company has no documents yet: its corporate dashboard shows the empty states.
    await page.context().clearCookies();
    await loginViaApi(page, emails[0] as string, PASSWORD);
    await page.goto("/corporate/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard Corporativo" })).toBeVisible();
    await expect(page.getByText("Nenhum documento recente")).toBeVisible();
    await expect(page.getByText("Nenhuma assinatura pendente")).toBeVisible();
    await expect(page.getByText("Sem plano")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "corporate-dashboard-empty");
  });
});
