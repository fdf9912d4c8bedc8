import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { messagesTo as mailsTo, waitForMail } from "./support/mail";
import { arrange } from "./support/signing";
import { loginViaApi } from "./support/users";

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-signatures-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

test("built-in provider: two signers in order by e-mail link and code; the sealed PDF validates", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { docId, title } = await arrange(page);
  const stamp = Date.now();
  const s1 = `signatario1.${stamp}@e2e.minuta.test`;
  const s2 = `signatario2.${stamp}@e2e.minuta.test`;

  // The request form from the detail
  await page.goto(`/my-documents/${docId}`);
  await page.getByRole("button", { name: "Solicitar Assinatura" }).click();
  await expect(page.getByRole("heading", { name: "Solicitar Assinatura" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Enviar Solicitação" }).click();
  await expect(page.getByText("Nome é obrigatório")).toBeVisible();
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  const cards = page.getByTestId("signer-card");
  await cards.nth(0).getByLabel("Nome completo").fill("Maria Primeira");
  await cards.nth(0).getByLabel("E-mail").fill(s1);
  await page.getByRole("button", { name: "Adicionar Signatário" }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Primeiro a assinar");
  await expect(cards.nth(1)).toContainText("Último a assinar");
  await cards.nth(1).getByLabel("Método de autenticação").selectOption("sms");
  await expect(cards.nth(1).getByLabel("Telefone")).toBeVisible();
  await cards.nth(1).getByLabel("Método de autenticação").selectOption("id_verification");
  await expect(cards.nth(1).getByText(/selfie com prova de vida/)).toBeVisible();
  await cards.nth(1).getByLabel("Método de autenticação").selectOption("email");
  await cards.nth(1).getByLabel("Nome completo").fill("João Segundo");
  await cards.nth(1).getByLabel("E-mail").fill(s2);
  await shot(page, "1-request-form");
  await page.getByRole("button", { name: "Enviar Solicitação" }).click();
  // The request renders the original PDF first; on this server that can be Chromium's first launch.
  await expect(page.getByText("Solicitação Enviada!")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Redirecionando para o documento...")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-documents/${docId}$`), { timeout: 10_000 });
  await expect(page.getByText("Aguardando Assinatura").first()).toBeVisible();
  const panel = page.getByRole("region", { name: /Pedido de assinatura:/ });
  await expect(panel.getByRole("row", { name: /Maria Primeira/ })).toContainText("Enviado");
  await expect(panel.getByRole("row", { name: /João Segundo/ })).toContainText("Pendente");
  await shot(page, "2-detail-pending");

  // Signer 1: the e-mailed link, the code, a typed signature (no login, phone-sized screen)
  const link1 = await waitForMail(s1, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
  expect(await mailsTo(s2)).toHaveLength(0);
  const signerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const signer = await signerContext.newPage();
  await signer.goto(link1.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
  await expect(signer.getByRole("heading", { name: title })).toBeVisible();
  await expect(signer.getByText("Maria Primeira")).toBeVisible();
  await signer.getByRole("button", { name: "Assinar" }).click();
  await signer.getByRole("button", { name: "Enviar código" }).click();
  await expect(signer.getByText(/Enviamos um código de 6 dígitos/)).toBeVisible();
  const code1 = await waitForMail(s1, /é (\d{6})\./);
  await signer.getByLabel("Código de verificação").fill(code1);
  await shot(signer, "3-signer1-code");
  await signer.getByRole("button", { name: "Confirmar assinatura" }).click();
  await expect(signer.getByText("Documento assinado. Obrigado!")).toBeVisible();
  await shot(signer, "4-signer1-done");

  // Only now signer 2 is invited; they draw their signature
  const link2 = await waitForMail(s2, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
  await signer.goto(link2.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
  await expect(signer.getByText("João Segundo")).toBeVisible();
  await signer.getByRole("button", { name: "Assinar" }).click();
  await signer.getByRole("button", { name: "Enviar código" }).click();
  const code2 = await waitForMail(s2, /é (\d{6})\./);
  await signer.getByLabel("Código de verificação").fill(code2);
  await signer.getByLabel("Desenhar").check();
  const pad = signer.getByLabel("Área para desenhar a assinatura");
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await signer.mouse.move(box.x + 20, box.y + 40);
  await signer.mouse.down();
  await signer.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await signer.mouse.move(box.x + 220, box.y + 30, { steps: 8 });
  await signer.mouse.up();
  await shot(signer, "5-signer2-drawn");
  await signer.getByRole("button", { name: "Confirmar assinatura" }).click();
  await expect(signer.getByText("Documento assinado. Obrigado!")).toBeVisible();
  await signerContext.close();

  // The owner sees it signed (live), downloads the sealed PDF, which pdfsig validates
  await expect(page.getByText("Documento Assinado com Sucesso!")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Assinado", { exact: true }).first()).toBeVisible();
  await shot(page, "6-detail-signed");
  const download = page.getByRole("link", { name: "Baixar Documento Assinado com Certificado Digital" });
  const href = await download.getAttribute("href");
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  const file = join(SHOTS, "signed.pdf");
  writeFileSync(file, await pdf.body());
  expect(execFileSync("pdfsig", [file], { encoding: "utf8" })).toContain("Signature is Valid.");
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain("Página de evidências");
  expect(text).toContain("Maria Primeira");
  expect(text).toContain("João Segundo");

  await page.goto("/my-documents");
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("Assinado").first()).toBeVisible();
  await shot(page, "7-list-signed");
});

test("super admin uploads an A1 certificate for the seal on the ZapSign settings screen", async ({ page }) => {
  const forge = (await import("node-forge")).default;
  const { generateSealCertificate } = await import("../src/server/modules/signatures/providers/builtin/certificate");
  const cert = generateSealCertificate("Empresa E2E ICP A1");
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(cert.keyPem),
    [forge.pki.certificateFromPem(cert.certPem)],
    "senha-pfx",
    { algorithm: "3des" },
  );
  const pfx = Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/settings/zapsign");
  const panel = page.getByRole("region", { name: "Certificado do selo (assinatura própria)" });
  await expect(panel.getByText(/Certificado da plataforma/)).toBeVisible();
  await panel.getByLabel("Arquivo do certificado A1 (.pfx ou .p12)").setInputFiles({
    name: "empresa.pfx",
    mimeType: "application/x-pkcs12",
    buffer: pfx,
  });
  await panel.getByLabel("Senha do certificado").fill("errada");
  await panel.getByRole("button", { name: "Enviar certificado" }).click();
  await expect(panel.getByText(/senha incorreta/)).toBeVisible();
  await panel.getByLabel("Senha do certificado").fill("senha-pfx");
  await panel.getByRole("button", { name: "Enviar certificado" }).click();
  await expect(panel.getByText("Empresa E2E ICP A1")).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "8-seal-certificate");
  await panel.getByRole("button", { name: "Voltar ao certificado da plataforma" }).click();
  await page.getByRole("button", { name: "Remover" }).click();
  await expect(panel.getByText(/Certificado da plataforma/)).toBeVisible();
});
