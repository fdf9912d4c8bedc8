import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import { arrangeApiAccount } from "./support/api-account";
import { E2E_BASE_URL } from "./support/env";
import { waitForMail } from "./support/mail";
import { startReceiver, verifiedEvent } from "./support/webhook-receiver";

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-api-v1-shots");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/**
 * Issue 23 end to end: a corporate admin creates a key on the screen; an outside script (Playwright's
 * request API: no browser, no cookie) registers its webhook receiver and creates a document and a
 * signature request with it; the signer signs in the browser from the e-mailed link; the script then
 * sees the request completed, downloads the signed PDF, and its receiver holds `signature.completed`
 * signed with the secret the API returned (checked by `standardwebhooks`).
 */
test("a key made on the screen drives documents, signatures and a webhook; the signer signs in the browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const stamp = Date.now();
    const { templateId } = await arrangeApiAccount(page, {
      label: "API v1",
      adminName: "Carla Integradora",
      templateContent: "<p><strong>CONTRATO</strong></p><p>Contratante: {{nome}}</p>",
    });

    // The admin makes the key on the screen.
    await page.goto("/corporate/settings/api");
    await page.getByRole("button", { name: "Nova chave" }).click();
    await page.getByLabel("Nome").fill("ERP");
    for (const scope of [
      /Ler modelos/,
      /Ler documentos/,
      /Criar e editar documentos/,
      /Solicitar assinaturas/,
      /Gerenciar webhooks/,
    ]) {
      await page.getByLabel(scope).check();
    }
    await page.getByRole("button", { name: "Criar chave" }).click();
    const secret = await page.getByTestId("api-key-secret").inputValue();
    expect(secret).toMatch(/^mk_test_/);

    // The outside system: its own HTTP client, the key and nothing else.
    const client = await request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
    });
    const templates = await client.get("/api/v1/templates");
    expect(templates.status()).toBe(200);
    expect((await templates.json()).items.map((t: { id: string }) => t.id)).toContain(templateId);

    // It registers its receiver for the end of the signature (scope webhooks:manage); the secret comes once.
    const registered = await client.post("/api/v1/webhook-endpoints", {
      headers: { "Idempotency-Key": `e2e-hook-${stamp}` },
      data: { url: receiver.url, description: "ERP", events: ["signature.completed"] },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const webhookSecret: string = (await registered.json()).secret;
    expect(webhookSecret).toMatch(/^whsec_/);

    const created = await client.post("/api/v1/documents", {
      headers: { "Idempotency-Key": `e2e-${stamp}` },
      data: { templateId, values: { nome: "Cliente da API" }, status: "finalized" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const doc = await created.json();
    expect(created.headers()["ratelimit-limit"]).toBe("600");
    const signerEmail = `signatario.api.${stamp}@e2e.minuta.test`;
    const requested = await client.post(`/api/v1/documents/${doc.id}/signature-requests`, {
      headers: { "Idempotency-Key": `e2e-sig-${stamp}` },
      data: { recipients: [{ signer_name: "Sofia Signatária", signer_email: signerEmail, order_sequence: 1 }] },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const requestId = (await requested.json()).signatureRequestId;

    // The admin sees the key used and the document the key made.
    await page.reload();
    await expect(page.getByRole("row", { name: /ERP/ })).not.toContainText("Nunca usada");
    await shot(page, "1-key-used");
    await page.goto(`/my-documents/${doc.id}`);
    await expect(page.getByText("Aguardando Assinatura").first()).toBeVisible();
    await shot(page, "2-document-from-api");

    // The signer, in a browser, from the e-mailed link.
    const link = await waitForMail(signerEmail, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
    const signerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
    const signer = await signerContext.newPage();
    await signer.goto(link.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
    await expect(signer.getByText("Sofia Signatária")).toBeVisible();
    await signer.getByRole("button", { name: "Assinar" }).click();
    await signer.getByRole("button", { name: "Enviar código" }).click();
    const code = await waitForMail(signerEmail, /é (\d{6})\./);
    await signer.getByLabel("Código de verificação").fill(code);
    await signer.getByRole("button", { name: "Confirmar assinatura" }).click();
    await expect(signer.getByText("Documento assinado. Obrigado!")).toBeVisible();
    await shot(signer, "3-signed");
    await signerContext.close();

    // The script sees it completed (the seal runs in the background) and downloads the signed PDF.
    await expect
      .poll(async () => (await (await client.get(`/api/v1/signature-requests/${requestId}`)).json()).status, {
        timeout: 60_000,
      })
      .toBe("completed");
    const status = await (await client.get(`/api/v1/signature-requests/${requestId}`)).json();
    expect(status.recipients[0].status).toBe("signed");
    const pdf = await client.get(status.signedDocumentUrl);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Its receiver got exactly the event it asked for, signed over the very bytes it received.
    await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(1);
    const hit = receiver.hits[0]!;
    expect(verifiedEvent(webhookSecret, hit)).toMatchObject({
      type: "signature.completed",
      data: { signatureRequestId: requestId, documentId: doc.id, status: "completed" },
    });
    expect(() => verifiedEvent(webhookSecret, { ...hit, body: hit.body.replace(requestId, doc.id) })).toThrow();
    await client.dispose();
  } finally {
    receiver.server.close();
  }
});
