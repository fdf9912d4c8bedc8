import { expect, test } from "@playwright/test";
import { AUTH_MESSAGES } from "../src/domain/auth/schemas";
import { E2E_ADMIN } from "./support/env";
import { countLinks, waitForLink } from "./support/mail";
import { loginViaForm, signUpViaApi, tileTargets, uniqueEmail } from "./support/users";

test.describe("autenticação", () => {
  test("cadastro pelo formulário → link de confirmação → dashboard com os blocos do usuário padrão", async ({
    page,
  }) => {
    const email = uniqueEmail("cadastro");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await page.getByRole("button", { name: "Criar conta" }).click();

    // Validation of spec 1 §5, under each field.
    await page.getByLabel("Nome completo").fill("A");
    await page.getByLabel("E-mail").fill("invalido");
    await page.getByLabel("Senha", { exact: true }).fill("123");
    await page.getByLabel("Confirmar senha").fill("456");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveAccessibleDescription("Nome deve ter pelo menos 2 caracteres");
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("E-mail inválido");
    await expect(page.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
    await expect(page.getByLabel("Confirmar senha")).toHaveAccessibleDescription("As senhas não coincidem");

    // An e-mail already registered gives the catalogue's message (spec 1 §8).
    await page.getByLabel("Nome completo").fill("Maria Souza");
    await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByLabel("Confirmar senha").fill("segredo123");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.emailTaken);

    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("Conta criada! Enviamos um link de confirmação para seu e-mail.")).toBeVisible();

    await page.goto(await waitForLink(email, "signup"));
    await expect(page.getByRole("heading", { name: "E-mail confirmado!" })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Minuta. Todos os direitos reservados.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    await expect(page.getByTestId("user-name")).toHaveText("Maria Souza");
    await expect(page.getByTestId("user-email")).toHaveText(email);
    await expect(page.getByTestId("current-role")).toHaveText("Usuário Padrão");
    await expect(page.getByTestId("active-roles")).toHaveText("1 papel ativo");
    await expect(page.getByTestId("corporate-account")).toHaveText("Nenhuma conta corporativa");
    // Without an account "Meu Plano" would be a denial: not offered; the card says how to join a company.
    expect(await tileTargets(page)).toEqual(["/documents/generate", "/my-documents"]);
    await expect(page.getByTestId("permissions").getByRole("listitem")).toHaveText([
      "Criar documentos",
      "Visualizar próprios documentos",
      "Editar próprios documentos",
    ]);

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  });

  test("login sem confirmar o e-mail mostra a mensagem e o reenvio funciona", async ({ page }) => {
    const user = await signUpViaApi(page);
    await waitForLink(user.email, "signup");
    await loginViaForm(page, user.email, user.password);
    await expect(page.getByText(AUTH_MESSAGES.emailNotConfirmed)).toBeVisible();

    const before = await countLinks(user.email, "signup");
    await page.getByRole("button", { name: "Reenviar email de confirmação" }).click();
    await expect(page.getByText(AUTH_MESSAGES.resendSuccess)).toBeVisible();
    const link = await waitForLink(user.email, "signup", before + 1);

    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByTestId("user-email")).toHaveText(user.email);
  });

  test("senha errada mostra 'E-mail ou senha inválidos.'", async ({ page }) => {
    await loginViaForm(page, E2E_ADMIN.email, "senha-errada");
    await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.invalidCredentials);
  });

  test("esqueci a senha → e-mail → /reset-password → login com a nova senha", async ({ page }) => {
    const user = await signUpViaApi(page);
    await page.goto(await waitForLink(user.email, "signup"));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

    await page.getByRole("button", { name: "Esqueceu a senha?" }).click();
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Enviar link de redefinição" }).click();
    await expect(page.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();

    await page.goto(await waitForLink(user.email, "recovery"));
    await expect(page).toHaveURL(/\/reset-password\?token=/, { timeout: 10_000 });
    await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-1");
    await page.getByLabel("Confirmar nova senha").fill("outra-senha");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(page.getByLabel("Confirmar nova senha")).toHaveAccessibleDescription("As senhas não coincidem");

    await page.getByLabel("Confirmar nova senha").fill("nova-senha-1");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(page.getByText("Senha redefinida com sucesso!", { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await loginViaForm(page, user.email, "nova-senha-1");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("user-email")).toHaveText(user.email);
  });

  test("link de confirmação inválido mostra o erro com as duas ações", async ({ page }) => {
    await page.goto("/auth/callback?type=signup&token=invalido");
    await expect(page.getByText(AUTH_MESSAGES.invalidLink)).toBeVisible();
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
    await page.getByRole("button", { name: "Ir para o login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
