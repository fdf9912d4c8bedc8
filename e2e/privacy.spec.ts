import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { waitForMail } from "./support/mail";
import { shooter } from "./support/shots";
import { arrange, createUserViaApi, origin, PASSWORD, post } from "./support/signing";
import { loginViaApi, uniqueEmail } from "./support/users";

const SHOTS = process.env.PRIVACY_SHOTS;

const shoot = shooter(SHOTS);

test.describe("meus dados (LGPD)", () => {
  test("o usuário baixa a cópia dos seus dados e pede a exclusão; o administrador confirma", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const stamp = Date.now();
    const account = await post(page, "/api/corporate-accounts", { name: `Empresa Titular ${stamp}` });
    const userEmail = await createUserViaApi(page, "standard_user", account.id, "Tito Titular");
    const adminEmail = await createUserViaApi(page, "corporate_admin", account.id, "Ana Administradora");

    await page.context().clearCookies();
    await loginViaApi(page, userEmail, PASSWORD);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Meus dados" }).click();
    await expect(page.getByRole("heading", { name: "Meus dados", exact: true })).toBeVisible();
    await expect(page.getByText("Nenhum pedido ainda.")).toBeVisible();
    await page.getByRole("button", { name: "Pedir cópia dos meus dados" }).click();
    const downloadButton = page.getByRole("button", { name: "Baixar ZIP" });
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/link válido até/)).toBeVisible();
    // The toast is mid-animation (its contrast is checked where it rests, in other specs).
    expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
    await shoot(page, "privacy-my-data");
    const download = page.waitForEvent("download");
    await downloadButton.click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^meus-dados-.*\.zip$/);
    const bytes = await (await zip.createReadStream()).toArray();
    // A ZIP starts with "PK".
    expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe("PK");

    await page.getByRole("button", { name: "Pedir exclusão da minha conta" }).click();
    const ask = page.getByRole("dialog", { name: "Pedir exclusão da sua conta?" });
    await expect(ask).toContainText("Documentos assinados e suas evidências de assinatura são mantidos");
    await shoot(page, "privacy-ask-erasure");
    await ask.getByRole("button", { name: "Pedir exclusão" }).click();
    await expect(page.getByText("Você já tem um pedido de exclusão aguardando o administrador.")).toBeVisible();

    await page.context().clearCookies();
    await loginViaApi(page, adminEmail, PASSWORD);
    await page.goto("/corporate/dashboard");
    await page.getByRole("button", { name: "Pedidos de exclusão de dados" }).click();
    await expect(page.getByRole("heading", { name: "Pedidos de exclusão de dados", exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Tito Titular", exact: true })).toBeVisible();
    // The toast is mid-animation (its contrast is checked where it rests, in other specs).
    expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
    await shoot(page, "privacy-requests");
    await page.getByRole("button", { name: "Confirmar exclusão de Tito Titular" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirmar a exclusão?" });
    await expect(confirm).toContainText("LGPD (art. 16");
    await shoot(page, "privacy-confirm");
    await confirm.getByRole("button", { name: "Confirmar exclusão" }).click();
    await expect(page.getByText("Dados anonimizados.")).toBeVisible();
    await expect(page.getByText("Nenhum pedido pendente")).toBeVisible();

    // The erased user can no longer sign in.
    await page.context().clearCookies();
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: userEmail, password: PASSWORD },
      headers: origin,
    });
    expect(signIn.status()).toBe(401);
  });

  test("o signatário pede a exclusão pelo link do e-mail de assinatura", async ({ page }) => {
    const { docId } = await arrange(page, "Exclusao Signatario");
    const signer = uniqueEmail("signataria");
    await post(page, `/api/documents/${docId}/signature-requests`, {
      recipients: [{ signer_name: "Sara Signatária", signer_email: signer, order_sequence: 1 }],
    });
    const link = await waitForMail(signer, /Solicitar exclusão dos meus dados: (https?:\/\/\S+)/);
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { name: "Solicitar exclusão dos meus dados" })).toBeVisible();
    await expect(page.getByText(/Assinaturas já concluídas e suas evidências são mantidas/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "privacy-signer-form");
    await page.getByRole("button", { name: "Solicitar exclusão dos meus dados" }).click();
    await expect(page.getByText(/Pedido enviado\./)).toBeVisible();
    await shoot(page, "privacy-signer-sent");

    await page.goto("/excluir-meus-dados/token-que-nao-existe-0000000000");
    await page.getByRole("button", { name: "Solicitar exclusão dos meus dados" }).click();
    await expect(page.getByText("Link inválido ou expirado.")).toBeVisible();
  });
});
