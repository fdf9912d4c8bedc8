import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { waitForLink } from "./support/mail";
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
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
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
    await page.context().close();
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
    await page.context().close();
  });
});

test.describe("§1 limite de categorias do plano no formulário de conta", () => {
  test("o modal mostra 'n de máx.' e para no limite; a resposta do servidor chega ao usuário", async ({ browser }) => {
    const page = await adminPage(browser);
    const planName = `Básico ${stamp}`;
    await post(page, "/api/plans", {
      name: planName,
      monthlyPrice: 10,
      isActive: true,
      featuresConfig: features({ max_categories_allowed: 2 }),
    });
    const cats = [`Cat A ${stamp}`, `Cat B ${stamp}`, `Cat C ${stamp}`];
    for (const name of cats) await post(page, "/api/categories", { name });

    await page.goto("/admin/corporate-accounts/create");
    await page.getByRole("textbox", { name: "Nome", exact: true }).fill(`Conta Limite ${stamp}`);
    await page.getByLabel("Plano").selectOption({ label: `${planName} — R$ 10,00/mês` });
    await expect(page.getByTestId("category-limit")).toHaveText(`0 de 2 permitidas pelo plano ${planName}.`);
    await page.getByRole("button", { name: "Selecionar categorias" }).click();
    const dialog = page.getByRole("dialog", { name: "Selecionar categorias" });
    await expect(dialog.getByTestId("category-limit-dialog")).toContainText("0 de 2");
    await dialog.getByLabel(cats[0] as string).check();
    await dialog.getByLabel(cats[1] as string).check();
    await expect(dialog.getByTestId("category-limit-dialog")).toContainText("2 de 2");
    await expect(dialog.getByLabel(cats[2] as string)).toBeDisabled();
    await shot(page, "account-form-category-limit-dialog", false);
    await dialog.getByRole("button", { name: /^Aplicar/ }).click();
    await expect(page.getByTestId("category-limit")).toHaveText(`2 de 2 permitidas pelo plano ${planName}.`);
    await shot(page, "account-form-category-limit");

    // Three categories chosen without a plan, then the plan of two: the server refuses, its words are shown.
    await page.getByLabel("Plano").selectOption({ label: "Sem plano" });
    await page.getByRole("button", { name: "Selecionar categorias" }).click();
    await dialog.getByLabel(cats[2] as string).check();
    await dialog.getByRole("button", { name: /^Aplicar/ }).click();
    await page.getByLabel("Plano").selectOption({ label: `${planName} — R$ 10,00/mês` });
    await page.getByRole("button", { name: "Salvar conta" }).click();
    await expect(page.getByRole("alert").first()).toHaveText(
      `Limite do plano atingido: o plano ${planName} permite no máximo 2 categorias.`,
    );
    await expect(page.getByText("Erro ao salvar conta corporativa. Tente novamente.")).toHaveCount(0);
    await shot(page, "account-form-server-limit-message", false);
    await page.context().close();
  });
});

test.describe("§2 'Meu Plano' só para quem pode abrir", () => {
  test("um usuário sem conta não vê o atalho e lê como entrar em uma empresa; o super admin também não o vê", async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const user = await signUpViaApi(page, "Sem Empresa");
    await page.goto(await waitForLink(user.email, "signup"));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByTestId("action-tiles")).toBeVisible();
    await expect(page.locator('[data-tile="plan-overview"]')).toHaveCount(0);
    await expect(page.getByText("Ver plano e uso da conta")).toHaveCount(0);
    await expect(page.getByTestId("join-account-help")).toContainText("peça ao administrador");
    await shot(page, "dashboard-user-without-account");
    await page.context().close();

    const admin = await adminPage(browser);
    await admin.goto("/dashboard");
    await expect(admin.getByTestId("action-tiles")).toBeVisible();
    await expect(admin.locator('[data-tile="plan-overview"]')).toHaveCount(0);
    await expect(admin.getByText("Ver plano e uso da conta")).toHaveCount(0);
    await expect(admin.getByTestId("join-account-help")).toHaveCount(0);
    await admin.context().close();
  });
});

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("§4 avisos (toasts)", () => {
  test("um aviso não cobre 'Atualizar dados', 'Sair' nem 'Novo Template'", async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto("/admin/header-footer");
    const controls = [
      page.getByRole("button", { name: "Atualizar dados" }),
      page.getByRole("button", { name: "Sair" }),
      page.getByRole("button", { name: "Novo Template" }),
    ];
    for (let i = 0; i < 3; i++) await controls[0]?.click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    // Measured once every toast has entered: mounted, and its entrance transition over.
    await expect(page.locator("[data-sonner-toast]:not([data-mounted='true'])")).toHaveCount(0);
    await page
      .locator("[data-sonner-toaster]")
      .first()
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const toasts = await page.locator("[data-sonner-toast]").evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box).toBeTruthy();
      for (const t of toasts) expect(overlaps(t, box as NonNullable<typeof box>)).toBe(false);
    }
    await shot(page, "toast-placement", false);
    await page.context().close();
  });
});

test.describe("§6 cartões de cabeçalho/rodapé", () => {
  test("editar e excluir ficam na mesma linha de 'Preview' em todos os cartões", async ({ browser }) => {
    const page = await adminPage(browser);
    await seed(page);
    await page.goto("/admin/header-footer");
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Preview de/ }) });
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((els) =>
      els.map((el) => {
        const top = (label: RegExp) => {
          const b = [...el.querySelectorAll("button")].find((x) => label.test(x.getAttribute("aria-label") ?? ""));
          return b ? Math.round(b.getBoundingClientRect().top) : null;
        };
        return { preview: top(/^Preview/), edit: top(/^Editar/), remove: top(/^Excluir/) };
      }),
    );
    const editable = rows.filter((r) => r.edit !== null);
    expect(editable.length).toBeGreaterThan(1);
    for (const r of editable) {
      expect(r.edit).toBe(r.remove);
      expect(r.edit).toBe(r.preview);
    }
    await shot(page, "header-footer-cards");
    await page.context().close();
  });
});

test.describe("§7 landing", () => {
  test("'Começar Agora' abre o cadastro; Termos, Privacidade e LGPD levam a um conteúdo", async ({ page }) => {
    await page.goto("/landing");
    await page.getByRole("link", { name: "Começar Agora" }).first().click();
    await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
    await expect(page.getByLabel("Confirmar senha")).toBeVisible();

    // The footer's legal links open real public pages (issue 12), each with its own content.
    const pages: Array<[string, string, string]> = [
      ["Termos", "/termos", "Termos de Uso"],
      ["Privacidade", "/privacidade", "Política de Privacidade"],
      ["LGPD", "/lgpd", "LGPD — Seus direitos"],
    ];
    for (const [name, path, title] of pages) {
      await page.goto("/landing");
      const legal = page.getByRole("navigation", { name: "Informações legais" });
      await legal.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
    await shot(page, "landing-legal", false);
  });
});

test.describe("§9 link de confirmação já usado", () => {
  test("diz que o e-mail já foi confirmado e oferece 'Ir para Login'; um link inválido mostra o erro da especificação", async ({
    browser,
  }) => {
    const first = await browser.newPage();
    const user = await signUpViaApi(first, "Confirma Duas Vezes");
    const link = await waitForLink(user.email, "signup");
    await first.goto(link);
    await expect(first.getByRole("heading", { name: "E-mail confirmado!" })).toBeVisible();
    await first.context().close();

    const again = await browser.newPage();
    await again.goto(link);
    await expect(again.getByRole("heading", { name: "E-mail já confirmado" })).toBeVisible();
    await expect(again.getByText("Redirecionando para o painel...")).toHaveCount(0);
    await shot(again, "callback-already-confirmed", false);
    await again.getByRole("button", { name: "Ir para Login" }).click();
    await expect(again.getByRole("heading", { name: "Entrar" })).toBeVisible();

    await again.goto("/auth/callback?type=signup&token=nao-e-um-token");
    await expect(
      again.getByText("Link de confirmação inválido ou expirado. Por favor, solicite um novo link de confirmação."),
    ).toBeVisible();
    await again.context().close();
  });
});

test.describe("§10–§12 planos", () => {
  test("limites negativos são recusados no campo e o total nunca fica negativo", async ({ browser }) => {
    const page = await adminPage(browser);
    await page.goto("/admin/subscription/plans/new");
    await page.getByLabel("Administradores corporativos").fill("0");
    await page.getByLabel("Supervisores").fill("-1");
    await page.getByLabel("Usuários padrão").fill("0");
    await expect(page.getByLabel("Máximo de usuários (total)")).toHaveValue("0");
    await expect(page.getByText("Limite deve ser positivo")).toBeVisible();
    await expect(page.getByText("Mínimo 1 admin corporativo")).toBeVisible();
    await expect(page.getByText("Mínimo 1 usuário padrão")).toBeVisible();
    await page.getByLabel("Supervisores").fill("2");
    await page.getByLabel("Administradores corporativos").fill("1");
    await expect(page.getByLabel("Máximo de usuários (total)")).toHaveValue("3");
    await expect(page.getByText("Limite deve ser positivo")).toHaveCount(0);
    await shot(page, "plan-form-limits", false);
    await page.context().close();
  });

  test("excluir um plano em uso mantém a pergunta e explica uma vez só", async ({ browser }) => {
    const page = await adminPage(browser);
    const name = `Plano Usado ${stamp}`;
    const plan = await post(page, "/api/plans", { name, monthlyPrice: 10, isActive: true, featuresConfig: features() });
    await post(page, "/api/corporate-accounts", { name: `Conta do ${name}`, planId: plan.id });
    await page.goto("/admin/subscription/plans");
    await page.getByRole("searchbox", { name: "Buscar por nome" }).fill(name);
    await page.getByRole("button", { name: `Excluir ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir plano" });
    await expect(dialog).toContainText(`Tem certeza que deseja excluir o plano "${name}"?`);
    await expect(dialog.getByText(/está em uso por 1 conta corporativa/)).toHaveCount(1);
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await expect(dialog.getByRole("alert")).toContainText("não pode ser excluído");
    await expect(dialog.getByText(/está em uso por 1 conta corporativa/)).toHaveCount(1);
    await expect(dialog).toContainText(`Tem certeza que deseja excluir o plano "${name}"?`);
    await shot(page, "plan-delete-in-use", false);
    await page.context().close();
  });

  test("um plano ou uma conta que não existe mostra 'não encontrado' e o caminho de volta", async ({ browser }) => {
    const page = await adminPage(browser);
    const missing = "00000000-0000-4000-8000-00000000abcd";
    await page.goto(`/admin/subscription/plans/edit/${missing}`);
    await expect(page.getByText("Plano não encontrado")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toHaveCount(0);
    await shot(page, "plan-not-found", false);
    await page.getByRole("button", { name: "Voltar para a lista de planos" }).click();
    await expect(page.getByRole("heading", { name: "Planos de Assinatura" })).toBeVisible();

    await page.goto(`/admin/corporate-accounts/edit/${missing}`);
    await expect(page.getByText("Conta corporativa não encontrada")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toHaveCount(0);
    await page.getByRole("button", { name: "Voltar para a lista de contas" }).click();
    await expect(page.getByRole("heading", { name: "Contas Corporativas" })).toBeVisible();

    await page.goto("/admin/subscription/plans/edit/nao-existe");
    await expect(page.getByText("Plano não encontrado")).toBeVisible();
    await page.context().close();
  });
});

test.describe("§8, §14, §15 modelos", () => {
  test("o erro da lista de opções some quando corrigido; valores de teste com máscara", async ({ browser }) => {
    const page = await adminPage(browser);
    await seed(page);
    await page.goto("/admin/templates/new");
    await page.getByLabel(/^Título/).fill(`Modelo Opções ${stamp}`);
    await page.getByLabel(/^Categoria/).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Adicionar variável" }).click();
    await page.getByLabel(/^Chave/).fill("outro");
    await page.getByLabel(/^Rótulo/).fill("Outro");
    await page.getByLabel("Tipo").selectOption("select");
    await page.getByRole("button", { name: "Adicionar variável" }).click();
    await page
      .getByLabel(/^Chave/)
      .nth(1)
      .fill("cpf_cliente");
    await page
      .getByLabel(/^Rótulo/)
      .nth(1)
      .fill("CPF do cliente");
    await page.getByLabel("Tipo").nth(1).selectOption("cpf");
    await page.locator(".ql-editor").fill("Contrato de {{outro}}");
    await page.getByRole("button", { name: "Salvar modelo" }).click();
    const message = 'Variável "Outro" do tipo "Lista de Opções" deve ter pelo menos uma opção';
    await expect(page.getByText(message)).toBeVisible();
    await page.getByLabel("Opções (uma por linha)").fill("Sim\nNão");
    await page
      .getByLabel(/^Rótulo/)
      .first()
      .fill("Outro nome");
    await expect(page.getByText(/deve ter pelo menos uma opção/)).toHaveCount(0);

    const cpf = page.getByLabel("Valor de teste da variável 2");
    await cpf.pressSequentially("52998224725");
    await expect(cpf).toHaveValue("529.982.247-25");
    await cpf.fill("111.111.111-11");
    await cpf.blur();
    await expect(page.getByText("CPF inválido")).toBeVisible();
    await shot(page, "template-form-fixed-errors");
    await page.context().close();
  });

  test("a aba de impressão não oferece 'Salvar como PDF / Imprimir' quando o modelo não carrega", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto("/admin/templates/print/00000000-0000-4000-8000-00000000abcd");
    await expect(page.getByText("Modelo não encontrado")).toBeVisible();
    await expect(page.getByRole("button", { name: "Salvar como PDF / Imprimir" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Fechar" })).toBeVisible();
    await shot(page, "template-print-not-found", false);
    await page.context().close();
  });
});

test.describe("acessibilidade do que mudou", () => {
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

  test("listas em cartões no celular, cabeçalho só com ícones, landing com a seção legal", async ({ browser }) => {
    const phone = await adminPage(browser, { width: 390, height: 844 });
    await seed(phone);
    for (const path of ["/admin/users", "/admin/templates", "/dashboard"]) {
      await phone.goto(path);
      await expect(phone.getByText(/^Carregando/)).toHaveCount(0);
      await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await serious(phone), path).toEqual([]);
    }
    await phone.goto("/landing");
    await expect(phone.locator("#lgpd")).toHaveCount(1);
    expect(await serious(phone), "/landing").toEqual([]);
    await phone.context().close();
  });
});
