import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_SMTP_HTTP_PORT, E2E_SMTP_PORT } from "./support/env";
import type { CaughtMail } from "./support/smtp-catcher";
import { loginViaApi, uniqueEmail } from "./support/users";

const origin = { Origin: E2E_BASE_URL };

async function createCategory(page: Page, name: string): Promise<void> {
  const res = await page.request.post("/api/categories", { headers: origin, data: { name } });
  expect(res.status(), await res.text()).toBe(201);
}

async function mailsTo(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.includes(email.toLowerCase()));
}

const bar = (page: Page, label: string) => page.getByRole("progressbar", { name: label, exact: true });

test.describe("planos, contas e integrações", () => {
  test("super admin cria plano e conta com categorias; o admin da conta vê o uso e envia um e-mail de teste", async ({
    page,
    browser,
  }) => {
    const suffix = Date.now();
    const planName = `Plano E2E ${suffix}`;
    const accountName = `Escritório E2E ${suffix}`;
    const categories = [`Contratos ${suffix}`, `Recibos ${suffix}`, `Procurações ${suffix}`];
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const c of categories) await createCategory(page, c);

    // Plan form: validation, computed total, save, success panel, back to the list.
    await page.goto("/admin/subscription/plans");
    await expect(page.getByRole("heading", { name: "Planos de Assinatura" })).toBeVisible();
    await page.getByRole("button", { name: "Novo Plano" }).click();
    await page.getByRole("button", { name: "Salvar plano" }).click();
    await expect(page.getByText("Nome é obrigatório")).toBeVisible();
    await page.getByLabel(/^Nome/).fill(planName);
    await page.getByLabel(/^Preço mensal/).fill("149.90");
    await page.getByLabel("Administradores corporativos").fill("2");
    await page.getByLabel("Supervisores").fill("1");
    await page.getByLabel("Usuários padrão").fill("2");
    await expect(page.getByLabel("Máximo de usuários (total)")).toHaveValue("5");
    await page.getByLabel("Assinaturas por mês").fill("10");
    await page.getByLabel("Máximo de categorias").fill("4");
    await page.getByLabel("Acesso à IA").check();
    await page.getByLabel("Acesso à API").check();
    await page.getByRole("button", { name: "Salvar plano" }).click();
    await expect(page.getByText("Plano salvo com sucesso!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Planos de Assinatura" })).toBeVisible({ timeout: 5_000 });
    const row = page.getByRole("row").filter({ hasText: planName });
    await expect(row).toContainText("R$ 149,90");
    await expect(row).toContainText("Até 5 usuários");

    // Account form: CNPJ mask and validation, plan, categories through the modal.
    await page.goto("/admin/corporate-accounts/create");
    await page.getByRole("textbox", { name: "Nome", exact: true }).fill(accountName);
    await page.getByLabel("CNPJ").fill("11222333000182");
    await page.getByRole("button", { name: "Salvar conta" }).click();
    await expect(page.getByText("CNPJ inválido")).toBeVisible();
    await page.getByLabel("CNPJ").fill("11222333000181");
    await expect(page.getByLabel("CNPJ")).toHaveValue("11.222.333/0001-81");
    await page.getByLabel("Plano").selectOption({ label: `${planName} — R$ 149,90/mês` });
    await expect(page.getByLabel("Status da assinatura")).toHaveValue("free_trial");
    await page.getByRole("button", { name: "Selecionar categorias" }).click();
    const dialog = page.getByRole("dialog", { name: "Selecionar categorias" });
    await dialog.getByLabel(categories[0] as string).check();
    await dialog.getByLabel(categories[1] as string).check();
    await dialog.getByRole("button", { name: /^Aplicar/ }).click();
    await expect(page.getByRole("list", { name: "Categorias selecionadas" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Salvar conta" }).click();
    await expect(page.getByText("Conta corporativa salva com sucesso!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contas Corporativas" })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole("row").filter({ hasText: accountName })).toContainText(planName);
    const accounts = await (
      await page.request.get(`/api/corporate-accounts?search=${encodeURIComponent(accountName)}`)
    ).json();
    const accountId = accounts.items[0].id as string;

    // Its corporate admin and one standard user (users issue).
    const adminUser = { email: uniqueEmail("gestor"), password: "Senha-e2e-123" };
    for (const [email, role] of [
      [adminUser.email, "corporate_admin"],
      [uniqueEmail("padrao"), "standard_user"],
    ] as const) {
      const res = await page.request.post("/api/users", {
        headers: origin,
        data: {
          fullName: `Pessoa ${role}`,
          email,
          password: adminUser.password,
          confirmPassword: adminUser.password,
          role,
          corporateAccountId: accountId,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // The corporate admin opens the plan overview and sees the real usage.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginViaApi(admin, adminUser.email, adminUser.password);
    await admin.goto("/corporate/plan-overview");
    await expect(admin.getByText(planName)).toBeVisible();
    await expect(bar(admin, "Usuários totais")).toHaveAttribute("aria-valuetext", "2 de 5 (40%)");
    await expect(bar(admin, "Administradores corporativos")).toHaveAttribute("aria-valuetext", "1 de 2 (50%)");
    await expect(bar(admin, "Usuários padrão")).toHaveAttribute("aria-valuetext", "1 de 2 (50%)");
    await expect(bar(admin, "Categorias")).toHaveAttribute("aria-valuetext", "2 de 4 (50%)");
    await expect(bar(admin, "Assinaturas este mês")).toHaveAttribute("aria-valuetext", "0 de 10 (0%)");
    // Unlimited documents draw no bar (issue 48), they say so instead.
    await expect(bar(admin, "Documentos este mês")).toHaveCount(0);
    await expect(admin.getByText("Sem limite no plano")).toBeVisible();
    await expect(admin.getByText(categories[0] as string)).toBeVisible();
    // Plan honesty (issue 26): a flag the product delivers is listed; the assistant (issue 29) is delivered
    // now, with its month's tokens among the bars; priority support is not yet.
    await expect(admin.getByText("Acesso à API")).toBeVisible();
    await expect(admin.getByText("Acesso à IA")).toBeVisible();
    await expect(bar(admin, "Tokens do assistente este mês")).toHaveAttribute("aria-valuenow", "0");

    // Configure SMTP from the integrations card and send a real test e-mail to the catcher.
    await admin.getByRole("button", { name: "Configurar" }).click();
    await expect(admin.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    await admin.getByRole("link", { name: /E-mail \(SMTP\)/ }).click();
    await expect(admin.getByText(`Configuração exclusiva da conta ${accountName}.`)).toBeVisible();
    await admin.getByLabel(/^Host/).fill("127.0.0.1");
    await admin.getByLabel(/^Porta/).fill(String(E2E_SMTP_PORT));
    await admin.getByLabel(/^Usuário/).fill("envio@e2e.minuta.test");
    await admin.locator("input[name=password]").fill("senha-smtp");
    await admin.getByLabel(/^E-mail do remetente/).fill("envio@e2e.minuta.test");
    await admin.getByLabel(/^Nome do remetente/).fill("Escritório E2E");
    await admin.getByLabel("Usar SSL/TLS").uncheck();
    await admin.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(admin.getByText("Configuração SMTP salva com sucesso!")).toBeVisible();
    const to = uniqueEmail("destino");
    await admin.getByLabel("E-mail para teste").fill(to);
    await admin.getByRole("button", { name: "Enviar teste" }).click();
    await expect(admin.getByText(`E-mail de teste enviado para ${to}`)).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await mailsTo(to)).map((m) => m.subject))
      .toEqual(["Teste de configuração SMTP — Minuta"]);

    // The same row is what the account form shows.
    const detail = await (await page.request.get(`/api/corporate-accounts/${accountId}`)).json();
    expect(detail.smtp).toMatchObject({ host: "127.0.0.1", port: E2E_SMTP_PORT, passwordSet: true });
    await context.close();
  });

  test("um plano em uso não é excluído e a mensagem explica por quê", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const name = `Plano em uso ${Date.now()}`;
    const plan = await page.request.post("/api/plans", {
      headers: origin,
      data: {
        name,
        monthlyPrice: 10,
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
    expect(plan.status(), await plan.text()).toBe(201);
    const acc = await page.request.post("/api/corporate-accounts", {
      headers: origin,
      data: { name: `Conta de ${name}`, planId: (await plan.json()).id },
    });
    expect(acc.status()).toBe(201);
    await page.goto("/admin/subscription/plans");
    await page.getByRole("searchbox", { name: "Buscar por nome" }).fill(name);
    await page.getByRole("button", { name: `Excluir ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir plano" });
    await expect(dialog).toContainText("está em uso por 1 conta corporativa");
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await expect(dialog.getByRole("alert")).toContainText("não pode ser excluído");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  });
});
