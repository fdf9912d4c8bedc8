import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, signUpViaApi, uniqueEmail } from "./support/users";

/** Issue 13: the round-1 walk-through's findings, each checked in Chromium as a user sees it. */
const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";
const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp/polish-shots";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

async function post<T = { id: string }>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

const features = (over: Record<string, unknown> = {}) => ({
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
  ...over,
});

async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return page;
}

/** How far the page scrolls sideways (0 when nothing sticks out of the viewport). */
const sideOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const stamp = Date.now();
let seeded: { categoryId: string; templateTitle: string; headerName: string } | null = null;

/** Long names, several rows: what makes lists overflow on a phone. */
async function seed(page: Page) {
  if (seeded) return seeded;
  const category = await post(page, "/api/categories", { name: `Contratos de Prestação de Serviços ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Escritório de Advocacia Exemplo e Associados ${stamp}`,
    categoryIds: [category.id],
  });
  await post(page, "/api/users", {
    fullName: "Maria Aparecida dos Santos Oliveira",
    email: uniqueEmail("usuaria.com.nome.longo"),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "standard_user",
    corporateAccountId: account.id,
  });
  const templateTitle = `Contrato de Prestação de Serviços Advocatícios ${stamp}`;
  await post(page, "/api/templates", {
    title: templateTitle,
    categoryId: category.id,
    templateContent: "<p>Contratante: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const headerName = `Cabeçalho Institucional ${stamp}`;
  await post(page, "/api/header-footer", {
    name: headerName,
    type: "header",
    layoutType: "text-only",
    contentHtml: "<p>Cabeçalho</p>",
  });
  await post(page, "/api/header-footer", {
    name: `Rodapé com um nome bem mais comprido que os outros ${stamp}`,
    type: "footer",
    layoutType: "text-only",
    contentHtml: "<p>Rodapé</p>",
  });
  seeded = { categoryId: category.id, templateTitle, headerName };
  return seeded;
}

test.describe("§3 telas em um celular (390 px)", () => {
  const PHONE = { width: 390, height: 844 };
  const SCREENS: Array<[string, string]> = [
    ["/dashboard", "Olá,"],
    ["/admin/users", "Gerenciamento de Usuários"],
    ["/admin/templates", "Modelos de Documentos"],
    ["/admin/categories", "Gerenciamento de Categorias"],
    ["/admin/subscription/plans", "Planos de Assinatura"],
    ["/admin/corporate-accounts", "Contas Corporativas"],
    ["/admin/header-footer", "Templates de Cabeçalho e Rodapé"],
    ["/my-documents", "Documentos"],
    ["/admin/subscription/plans/new", "Novo Plano"],
    ["/admin/corporate-accounts/create", "Nova Conta Corporativa"],
    ["/admin/templates/new", "Novo Modelo"],
    ["/admin/settings/smtp", "SMTP"],
  ];

  test("nenhuma lista nem formulário rola para o lado; o cabeçalho cabe em uma linha", async ({ browser }) => {
    const page = await adminPage(browser, PHONE);
    await seed(page);
    const overflows: string[] = [];
    for (const [path, heading] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).filter({ hasText: heading }).first()).toBeVisible();
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
      const px = await sideOverflow(page);
      if (px > 0) overflows.push(`${path}: ${px}px`);
      await shot(page, `phone${path.replaceAll("/", "-")}`);
    }
    expect(overflows).toEqual([]);

    // Header: logo and the three account actions on one row; "Sair" does not wrap to its own line.
    await page.goto("/admin/users");
    const nav = page.getByRole("navigation", { name: "Ações da conta" });
    const logo = await page.getByRole("link", { name: "Minuta" }).first().boundingBox();
    const sair = await nav.getByRole("button", { name: "Sair" }).boundingBox();
    const refresh = await nav.getByRole("button", { name: "Atualizar dados" }).boundingBox();
    expect(logo && sair && refresh).toBeTruthy();
    if (!logo || !sair || !refresh) return;
    expect(Math.abs(sair.y - refresh.y)).toBeLessThan(4);
    expect(Math.abs(sair.y + sair.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(8);
    expect(sair.x + sair.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  test("a lista de usuários e a de modelos mostram status e ações sem rolar", async ({ browser }) => {
    const page = await adminPage(browser, PHONE);
    const { templateTitle } = await seed(page);
    await page.goto("/admin/users");
    const edit = page.getByRole("button", { name: /^Editar / }).first();
    await expect(edit).toBeVisible();
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByText("Ativo", { exact: true }).first()).toBeInViewport();

    await page.goto("/admin/templates");
    await page.getByRole("searchbox").first().fill(templateTitle);
    const del = page.getByRole("button", { name: `Excluir ${templateTitle}` });
    await expect(del).toBeVisible();
    const delBox = await del.boundingBox();
    expect(delBox && delBox.x + delBox.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "phone-templates-filtered");
    await page.close();
  });
});
