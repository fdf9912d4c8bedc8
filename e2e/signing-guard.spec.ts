import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_BASE_URL } from "./support/env";
import { waitForMail } from "./support/mail";
import { arrange, post } from "./support/signing";

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), "minuta-signing-guard-shots");
mkdirSync(SHOTS, { recursive: true });

const VIEWPORTS = { "390": { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Screenshots at 390 px and desktop, with no serious axe violation on either. */
async function checkBoth(contexts: Record<keyof typeof VIEWPORTS, BrowserContext>, url: string, name: string) {
  for (const [size, context] of Object.entries(contexts)) {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.help}`),
      `${name} ${size}`,
    ).toEqual([]);
  }
}

async function guess(page: Page, token: string, code: string) {
  return page.request.post(`/api/sign/${token}/sign`, {
    headers: { Origin: E2E_BASE_URL },
    data: { code, typedSignature: "Lara" },
  });
}

test("signing link: hint until opened, a locked signer after 10 wrong codes, an ended link answers 410 (390 px and desktop, axe)", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { docId } = await arrange(page);
  const email = `bloqueio.${Date.now()}@e2e.minuta.test`;
  const created = await post(page, `/api/documents/${docId}/signature-requests`, {
    recipients: [{ signer_name: "Lara Bloqueada", signer_email: email, order_sequence: 1 }],
  });
  const link = await waitForMail(email, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);
  const url = link.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL);
  const token = url.split("/assinar/")[1] ?? "";
  const contexts = {
    "390": await browser.newContext({ viewport: VIEWPORTS["390"], locale: "pt-BR" }),
    desktop: await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "pt-BR" }),
  };

  // Not opened yet: the page asks the signer to read the document first.
  await checkBoth(contexts, url, "guard-1-not-opened");
  const signerApi = contexts["390"].pages()[0] as Page;
  await expect(signerApi.getByText(/Você ainda não abriu o documento/)).toBeVisible();

  // Ten wrong codes (5 on each of two codes, a minute apart): the signer is locked.
  for (let round = 0; round < 2; round++) {
    if (round > 0) {
      // One code a minute: asked at once, the server refuses and says how long to wait; waited that long.
      const early = await signerApi.request.post(`/api/sign/${token}/code`, { headers: { Origin: E2E_BASE_URL } });
      expect(early.status()).toBe(429);
      const wait = /Aguarde (\d+) segundos antes de pedir um novo código\./.exec(await early.text());
      expect(wait, "429 diz quantos segundos esperar").not.toBeNull();
      await new Promise((done) => setTimeout(done, (Number(wait?.[1]) + 1) * 1_000));
    }
    const sent = await signerApi.request.post(`/api/sign/${token}/code`, { headers: { Origin: E2E_BASE_URL } });
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await waitForMail(email, /é (\d{6})\./, round + 1);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await guess(signerApi, token, wrong);
  }
  const last = await guess(signerApi, token, "123456");
  expect(last.status()).toBe(423);
  await checkBoth(contexts, url, "guard-2-locked");
  await expect(signerApi.getByText(/Assinatura bloqueada/)).toBeVisible();
  await expect(signerApi.getByRole("button", { name: "Assinar" })).toHaveCount(0);

  // The requester cancels: the link answers 410, and the PDF opened in a tab is a Portuguese page.
  await post(page, `/api/signature-requests/${created.signatureRequestId}/cancel`, {}, 200);
  await checkBoth(contexts, url, "guard-3-gone");
  await expect(signerApi.getByRole("heading", { name: "Link de assinatura encerrado" })).toBeVisible();
  await expect(signerApi.getByText(/foi cancelada por quem a enviou/)).toBeVisible();
  await checkBoth(contexts, `${E2E_BASE_URL}/api/sign/${token}/pdf`, "guard-4-pdf-gone");
  await expect(signerApi.getByText(/foi cancelada por quem a enviou/)).toBeVisible();
  for (const context of Object.values(contexts)) await context.close();
});
