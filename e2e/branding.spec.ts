import { expect, test } from "@playwright/test";
import { encodePng } from "../src/server/platform/images/png";
import { seriousViolations } from "./support/axe";
import { brandedAdmin, shoot } from "./support/branding";
import { messagesTo, waitForMail } from "./support/mail";
import { post } from "./support/signing";

/** A 160×48 logo: a teal block with a white bar, as a real PNG. */
function logoPng(): Buffer {
  const [w, h] = [160, 48];
  const pixels = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const bar = y > 20 && y < 28 && x > 16 && x < 144;
      pixels.set(bar ? [255, 255, 255, 255] : [15, 118, 110, 255], (y * w + x) * 4);
    }
  return encodePng({ width: w, height: h, pixels });
}

test("o administrador envia logotipo e cor; o e-mail e a página do signatário mostram a marca", async ({ page }) => {
  test.setTimeout(180_000);
  const { templateId } = await brandedAdmin(page);

  await page.goto("/corporate/settings/integrations");
  await page.getByRole("link", { name: /Marca personalizada/ }).click();
  await expect(page.getByRole("heading", { name: "Marca personalizada", level: 1 })).toBeVisible();
  await page.getByLabel("Nome exibido").fill("Alfa Advocacia");
  await page.getByTestId("logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  await expect(page.getByRole("img", { name: "Logotipo atual" })).toBeVisible();

  // A light yellow fails WCAG AA for white text: refused with the reason, under the field.
  await page.getByLabel("Cor principal (botões)", { exact: true }).fill("#FACC15");
  await page.getByRole("button", { name: "Salvar marca" }).click();
  await expect(page.getByText(/#FACC15 tem contraste 1,5:1 com o branco/)).toBeVisible();

  await page.getByLabel("Cor principal (botões)", { exact: true }).fill("#0F766E");
  await page.getByLabel("Cor de destaque (links)", { exact: true }).fill("#7C2D12");
  await page.getByLabel("E-mail de suporte").fill("suporte@alfa.com.br");
  await page.getByLabel("Telefone de suporte").fill("(11) 3333-4444");
  await page.getByLabel("Assinatura dos e-mails").fill("Equipe Alfa Advocacia");
  await expect(page.getByTestId("branding-preview")).toContainText("Alfa Advocacia");
  await page.getByRole("button", { name: "Salvar marca" }).click();
  await expect(page.getByText("Marca salva")).toBeVisible();
  // Checked once the toast (mid-animation it is half transparent) has gone.
  await expect(page.getByText("Marca salva")).toBeHidden({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "1-settings");

  // The app shell of the account's users: the logo in the header, buttons in the brand's colour.
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Alfa Advocacia: início" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "2-shell");

  // Sends a document for signature.
  const doc = await post(page, "/api/documents", { templateId, values: { nome: "Cliente" }, status: "finalized" });
  const signer = `signataria.${Date.now()}@e2e.minuta.test`;
  await post(page, `/api/documents/${doc.id}/signature-requests`, {
    recipients: [{ signer_name: "Sofia Signatária", signer_email: signer, order_sequence: 1 }],
  });
  const link = await waitForMail(signer, /(https?:\/\/\S+\/assinar\/[A-Za-z0-9_-]+)/);

  // The signer's e-mail, opened in Chromium: the logo and the colour.
  const raw = (await messagesTo(signer))[0]?.text ?? "";
  const html = /<!doctype html>[\s\S]*<\/html>/i.exec(raw)?.[0] ?? "";
  expect(html).toContain("background:#0f766e");
  expect(html).toContain("Equipe Alfa Advocacia");
  await page.setContent(html);
  const mailLogo = page.getByRole("img", { name: "Alfa Advocacia" });
  await expect(mailLogo).toBeVisible();
  expect(await mailLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expect(page.getByRole("link", { name: "Ler e assinar" })).toHaveCSS("background-color", "rgb(15, 118, 110)");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "3-signer-email");

  // The signing page: logo and colour, no login.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("img", { name: "Alfa Advocacia" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Assinar" })).toHaveCSS("background-color", "rgb(15, 118, 110)");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "4-signing-page");
});
