import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { loginViaApi, loginViaForm, signUpAndConfirm, tileTargets } from "./support/users";

test.describe("portão de acesso e dashboard", () => {
  test("super admin vê os blocos de super administrador", async ({ page }) => {
    await loginViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("current-role")).toHaveText("Super Administrador");
    expect(await tileTargets(page)).toEqual([
      "/documents/generate",
      "/my-documents",
      "/admin/users",
      "/admin/categories",
      "/admin/subscription/plans",
      "/admin/dashboard",
      "/admin/corporate-accounts",
      "/admin/settings/zapsign",
      "/admin/settings/ai",
      "/admin/broadcast",
      "/admin/templates",
      "/admin/header-footer",
      "/admin/reports",
      "/corporate/settings/integrations",
    ]);
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { name: "Permissão Insuficiente" })).toHaveCount(0);
  });

  test("usuário padrão: /admin/dashboard leva ao seu dashboard; /admin/reports mostra 'Permissão Insuficiente'", async ({
    page,
  }) => {
    await signUpAndConfirm(page);
    // Spec 3, "Super-admin dashboard": others are redirected to /dashboard.
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/admin/reports");
    await expect(page.getByRole("heading", { name: "Permissão Insuficiente" })).toBeVisible();
    await expect(page.getByText("Papel necessário: Super Administrador")).toBeVisible();
    await expect(page.getByText("Seu papel atual: Usuário Padrão")).toBeVisible();
    await expect(page.getByRole("button", { name: "Voltar" })).toBeVisible();

    // The acceptance: 'Permissão Insuficiente', with the screen's own text (spec 1 §2.7, §2.8).
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { name: "Permissão Insuficiente" })).toBeVisible();
    await expect(page.getByText("Apenas Super Administradores podem gerenciar categorias.")).toBeVisible();
    await page.goto("/admin/users");
    await expect(page.getByText("Você não tem permissão para gerenciar usuários.")).toBeVisible();

    await page.goto("/corporate/settings/integrations");
    await expect(page.getByText("Permissão necessária: Gerenciar conta corporativa")).toBeVisible();
    await expect(
      page.getByText("Entre em contato com seu administrador para solicitar as permissões necessárias."),
    ).toBeVisible();

    await page.goto("/my-documents");
    await expect(page.getByRole("heading", { name: "Meus Documentos" })).toBeVisible();

    // Issue 48: an unknown address says so (it used to show the dashboard as if the address were right).
    await page.goto("/caminho/que/nao/existe");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Ir para o início" }).click();
    await expect(page.getByTestId("action-tiles")).toBeVisible();
  });

  test("sem sessão: '/' é o login, rotas protegidas mostram 'Acesso Negado'", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Acesso Negado" })).toBeVisible();
    await expect(page.getByText("Você precisa estar logado para acessar esta página.")).toBeVisible();
    await page.getByRole("button", { name: "Ir para Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  });

  test("tela 'Carregando' enquanto a sessão não responde, com 'Continuar sem aguardar'", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { name: "Carregando" })).toBeVisible();
    await expect(page.getByText("Verificando autenticação e permissões")).toBeVisible();
    await expect(page.getByText("Tempo máximo de espera: 10 segundos")).toBeVisible();
    await page.getByRole("button", { name: "Continuar sem aguardar" }).click();
    await expect(page.getByText("Verificando permissões...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Gerenciamento de Categorias" })).toBeVisible();
  });

  test("página institucional pública com âncoras e botões para o login", async ({ page }) => {
    await page.goto("/landing");
    for (const id of ["features", "pricing", "contact"]) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.getByRole("link", { name: "Termos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacidade", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "LGPD" })).toBeVisible();
    // 'Entrar' and 'Começar Agora' both lead to /login, in its login and sign-up views (decision 0031).
    await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await page.goto("/landing");
    await page.getByRole("banner").getByRole("link", { name: "Começar Agora" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  });
});
