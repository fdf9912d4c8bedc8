import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { VERIFICATION_MESSAGES } from "../src/domain/verification/verification";
import { seriousViolations } from "./support/axe";
import { E2E_BASE_URL } from "./support/env";
import { waitForMail } from "./support/mail";
import { arrange, origin, post } from "./support/signing";

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-verification-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/** A document signed by one signer through the API (link and code by e-mail), sealed: its PDF. */
async function sealedPdf(page: Page) {
  const { docId, title } = await arrange(page);
  const email = `verifica.${Date.now()}@e2e.minuta.test`;
  await post(page, `/api/documents/${docId}/signature-requests`, {
    recipients: [
      { signer_name: "Maria Verificada", signer_email: email, order_sequence: 1, authentication_method: "email" },
    ],
  });
  const token = await waitForMail(email, /\/assinar\/([A-Za-z0-9_-]+)/);
  const signer = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: origin });
  await signer.get(`/api/sign/${token}/pdf`);
  expect((await signer.post(`/api/sign/${token}/code`)).status()).toBe(200);
  const code = await waitForMail(email, /é (\d{6})\./);
  const signed = await signer.post(`/api/sign/${token}/sign`, { data: { code, typedSignature: "Maria Verificada" } });
  expect(signed.status(), await signed.text()).toBe(200);
  await signer.dispose();
  let url = "";
  await expect
    .poll(
      async () => {
        const detail = await (await page.request.get(`/api/documents/${docId}/signature-request`)).json();
        url = detail?.signedDocumentUrl ?? "";
        return detail?.status;
      },
      { timeout: 30_000, message: "solicitação selada" },
    )
    .toBe("completed");
  const pdf = await (await page.request.get(url)).body();
  return { pdf, title };
}

const PDF_INPUT = "Arquivo PDF assinado";

test("/verificar: the sealed PDF is intact, a changed copy is not; the printed code and address verify", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { pdf, title } = await sealedPdf(page);
  const file = join(SHOTS, "sealed.pdf");
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  const code = /Código de verificação: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text)?.[1] ?? "";
  expect(code).not.toBe("");
  const printedUrl = `${E2E_BASE_URL}/verificar?codigo=${code}`;
  expect(text).toContain(printedUrl);

  // A visitor without a session, on a desktop screen
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  const v = await visitor.newPage();
  await v.goto("/verificar");
  await expect(v.getByRole("heading", { name: "Verificar documento assinado" })).toBeVisible();
  await v.getByRole("button", { name: "Verificar código" }).click();
  await expect(v.getByText(VERIFICATION_MESSAGES.codeInvalid)).toBeVisible();
  await v.getByRole("button", { name: "Verificar arquivo" }).click();
  await expect(v.getByText(VERIFICATION_MESSAGES.fileEmpty)).toBeVisible();
  expect(await seriousViolations(v)).toEqual([]);
  await shot(v, "1-empty-errors-desktop");

  await v.getByLabel(PDF_INPUT).setInputFiles({ name: "assinado.pdf", mimeType: "application/pdf", buffer: pdf });
  await v.getByRole("button", { name: "Verificar arquivo" }).click();
  await expect(v.getByRole("heading", { name: "Documento selado pela Minuta: arquivo íntegro" })).toBeVisible();
  await expect(v.getByRole("heading", { name: title })).toBeVisible();
  await expect(v.getByText("1. Maria Verificada")).toBeVisible();
  await expect(v.getByText("E-mail: v***@e***.test")).toBeVisible();
  await expect(v.getByText("Autenticação: E-mail (código de 6 dígitos)")).toBeVisible();
  await expect(v.getByText(/^Válido: o resumo criptográfico confere/)).toBeVisible();
  await expect(v.getByText(code, { exact: true })).toBeVisible();
  expect(await seriousViolations(v)).toEqual([]);
  await shot(v, "2-file-intact-desktop");

  // One byte changed inside the sealed content
  const tampered = Buffer.from(pdf);
  const at = tampered.indexOf("stream\n") + 20;
  tampered[at] = (tampered[at] ?? 0) ^ 0xff;
  await v.getByLabel(PDF_INPUT).setInputFiles({ name: "alterado.pdf", mimeType: "application/pdf", buffer: tampered });
  await v.getByRole("button", { name: "Verificar arquivo" }).click();
  await expect(v.getByRole("heading", { name: "Arquivo alterado depois de selado" })).toBeVisible();
  await expect(v.getByText("Inválido: o conteúdo coberto pelo selo foi alterado.")).toBeVisible();
  expect(await seriousViolations(v)).toEqual([]);
  await shot(v, "3-file-tampered-desktop");

  // A PDF Minuta never sealed
  const other = await PDFDocument.create();
  other.addPage();
  await v.getByLabel(PDF_INPUT).setInputFiles({
    name: "outro.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await other.save()),
  });
  await v.getByRole("button", { name: "Verificar arquivo" }).click();
  await expect(v.getByRole("alert")).toHaveText(VERIFICATION_MESSAGES.fileUnknown);
  await visitor.close();

  // The address printed on the evidence page, on a phone
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const p = await phone.newPage();
  await p.goto(printedUrl.replace(E2E_BASE_URL, ""));
  await expect(p.getByRole("heading", { name: "Documento selado pela Minuta" })).toBeVisible();
  await expect(p.getByLabel("Código de verificação")).toHaveValue(code);
  await expect(p.getByText("1. Maria Verificada")).toBeVisible();
  expect(await seriousViolations(p)).toEqual([]);
  await shot(p, "4-code-from-link-390");

  // A code typed by hand that no document has
  await p.getByLabel("Código de verificação").fill("abcd efgh jkmn pqrs");
  await p.getByRole("button", { name: "Verificar código" }).click();
  await expect(p.getByRole("alert")).toHaveText(VERIFICATION_MESSAGES.codeUnknown);
  expect(await seriousViolations(p)).toEqual([]);
  await shot(p, "5-code-unknown-390");
  await phone.close();
});
