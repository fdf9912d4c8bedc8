import { expect, test } from "@playwright/test";
import { chainPkcs12, threeLevelChain } from "../tests/signatures/chain";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { messagesTo, waitForMail } from "./support/mail";
import { screenshots } from "./support/screenshots";
import { arrange, createUserViaApi, origin, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

/**
 * Issue 48 points 3, 4 and 6 on screen, with screenshots for a person to look at: the landing's claim
 * with and without an ICP-Brasil certificate, a corporate admin's first category made from the template
 * form, and the signer's page and e-mails after signing.
 */
const shot = screenshots("minuta-round3-signed-copy-shots");
const ADVANCED = "assinatura eletrônica avançada com selo e trilha de evidências.";
const ICP = "assinaturas com certificação ICP-Brasil e trilha de evidências.";

test("the landing says ICP-Brasil only while an ICP-Brasil certificate seals (point 3)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/landing");
  await expect(page.getByText(ADVANCED)).toBeVisible();
  await expect(page.getByText("ICP-Brasil")).toHaveCount(0);
  await shot(page, "3-landing-plataforma");
  const chain = threeLevelChain({ icpBrasil: true, leafName: "EMPRESA ICP LTDA:12345678000195" });
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const put = await page.request.put("/api/signature-seal-certificate", {
    headers: origin,
    data: { pfxBase64: chainPkcs12(chain, "senha"), password: "senha" },
  });
  expect(put.status(), await put.text()).toBe(200);
  try {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/landing");
    await expect(page.getByText(ICP)).toBeVisible();
    await expect(page.getByText(ADVANCED)).toHaveCount(0);
    // Hydrated without a mismatch (React would log it and draw the other claim).
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(ICP)).toBeVisible();
    expect(errors).toEqual([]);
    await shot(page, "3-landing-icp-brasil");
  } finally {
    const removed = await page.request.delete("/api/signature-seal-certificate", { headers: origin });
    expect(removed.status()).toBe(204);
  }
});

test("a corporate admin's first template: an inline “Nova categoria” (point 4)", async ({ page }) => {
  test.setTimeout(120_000);
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const account = await post(page, "/api/corporate-accounts", { name: `Empresa Sem Categorias ${Date.now()}` });
  const email = await createUserViaApi(page, "corporate_admin", account.id, "Clara Admin");
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  await page.goto("/admin/templates/new");
  await expect(page.getByRole("heading", { name: "Novo Modelo" })).toBeVisible();
  const select = page.getByLabel(/^Categoria/);
  await expect(select.locator("option")).toHaveText(["Nenhuma categoria disponível"]);
  await expect(page.getByText("Nenhuma categoria ainda: crie a primeira em “Nova categoria”.")).toBeVisible();
  await shot(page, "4-sem-categorias");
  await page.getByRole("button", { name: "Nova categoria" }).click();
  await page.getByLabel("Nome da nova categoria").fill("Locação Residencial");
  await shot(page, "4-nova-categoria");
  await page.getByRole("button", { name: "Criar categoria" }).click();
  await expect(select.locator("option:checked")).toHaveText("Locação Residencial");
  await expect(page.getByText(/Nenhuma categoria ainda/)).toHaveCount(0);
  await shot(page, "4-categoria-criada");
  await page.getByLabel(/^Título/).fill("Contrato de Locação");
  await page
    .getByRole("button", { name: /Salvar|Criar Modelo/ })
    .first()
    .click();
  await expect(page.getByText("Categoria é obrigatória")).toHaveCount(0);
});

test("after signing: the page says it is done, the signer gets the PDF, the requester a notice (point 6)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { docId, title, requester } = await arrangeWithRequester(page);
  const signerEmail = `via.${Date.now()}@e2e.minuta.test`;
  await post(page, `/api/documents/${docId}/signature-requests`, {
    recipients: [{ signer_name: "Vera Signatária", signer_email: signerEmail, order_sequence: 1 }],
  });
  const link = await waitForMail(signerEmail, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const signer = await context.newPage();
  await signer.goto(link.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
  await expect(signer.getByText("Leia o documento completo antes de assinar.")).toBeVisible();
  await signer.getByRole("button", { name: "Assinar" }).click();
  await signer.getByRole("button", { name: "Enviar código" }).click();
  const code = await waitForMail(signerEmail, /é (\d{6})\./);
  await signer.getByLabel("Código de verificação").fill(code);
  await signer.getByRole("button", { name: "Confirmar assinatura" }).click();
  await expect(signer.getByText("Documento assinado. Obrigado!")).toBeVisible();
  await expect(signer.getByText("Leia o documento completo antes de assinar.")).toHaveCount(0);
  // Once sealed, the page read again says the whole request is complete.
  await expect
    .poll(
      async () => {
        await signer.reload();
        return signer.getByText(/^Assinatura concluída: todos os signatários assinaram/).count();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(1);
  await shot(signer, "6-signatario-depois-de-assinar");
  await context.close();

  const log = async () => JSON.stringify(await (await page.request.get(`/api/documents/${docId}/deliveries`)).json());
  await expect
    .poll(async () => (await messagesTo(signerEmail)).map((m) => m.subject), {
      timeout: 30_000,
      message: `entregas: ${await log()}`,
    })
    .toContain(`Documento assinado: ${title}`);
  const copy = (await messagesTo(signerEmail)).find((m) => m.subject.startsWith("Documento assinado: "));
  expect(copy?.text).toContain("Sua via assinada segue em anexo (PDF).");
  const [pdf] = copy?.attachments ?? [];
  expect(pdf?.contentType).toContain("application/pdf");
  expect(
    Buffer.from(pdf?.base64 ?? "", "base64")
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  await expect
    .poll(async () => (await messagesTo(requester)).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`Assinatura concluída: ${title}`);
  const notice = (await messagesTo(requester)).find((m) => m.subject.startsWith("Assinatura concluída: "));
  expect(notice?.text).toContain("Todos os signatários assinaram o documento");
});

/** arrange() (a standard user's finalized document) and that user's e-mail, from the session. */
async function arrangeWithRequester(page: import("@playwright/test").Page) {
  const arranged = await arrange(page, "Via assinada");
  const me = await (await page.request.get("/api/me")).json();
  return { ...arranged, requester: me.user.email as string };
}
