import { describe, expect, it } from "vitest";
import { type Brand, PLATFORM_BRAND } from "../../src/domain/branding/branding";
import { confirmationEmail, resetPasswordEmail } from "../../src/server/modules/auth/emails";
import { broadcastEmail } from "../../src/server/modules/broadcast/broadcast-delivery";
import { documentEmail } from "../../src/server/modules/delivery/send-document";
import { layoutEmail, para } from "../../src/server/platform/mail/email-layout";

const APP = "https://app.minuta.test";
const CUSTOM: Brand = {
  name: "Alfa Advocacia",
  logoUrl: "/api/files/0b0e7f4e-6f0d-4b7e-9a56-5d1c2b3a4f00",
  primaryColor: "#0f766e",
  accentColor: "#7c2d12",
  supportEmail: "suporte@alfa.com.br",
  supportPhone: "(11) 3333-4444",
  emailSignature: "Equipe Alfa Advocacia\nAtendimento de seg. a sex.",
  custom: true,
  whiteLabel: false,
};
const doc = {
  subject: "Contrato",
  title: "Contrato de locação",
  message: "Segue o contrato.",
  link: `${APP}/compartilhado/abc`,
};

/** Issue 26: every message through the one layout — their plain-text parts, fixed by snapshot. */
describe("e-mail texts", () => {
  it("system mails (platform look)", () => {
    expect(confirmationEmail(APP, "a@b.com", "tok").text).toMatchSnapshot();
    expect(resetPasswordEmail(APP, "a@b.com", "tok").text).toMatchSnapshot();
    expect(
      broadcastEmail({ title: "Manutenção", message: "Sábado, 22h.\n\nObrigado.", imageUrl: null }, APP).text,
    ).toMatchSnapshot();
  });

  it("a document e-mail in the platform's look, the account's, and white label", () => {
    expect(documentEmail(PLATFORM_BRAND, APP, doc).text).toMatchSnapshot();
    expect(documentEmail(CUSTOM, APP, doc).text).toMatchSnapshot();
    expect(documentEmail({ ...CUSTOM, whiteLabel: true }, APP, doc).text).toMatchSnapshot();
  });

  it("the HTML part carries the logo, the colours and the contacts, and the action is the text's first link", () => {
    const { html, text } = documentEmail(CUSTOM, APP, doc);
    expect(html).toContain(`<img src="${APP}${CUSTOM.logoUrl}" alt="Alfa Advocacia"`);
    expect(html).toContain("border-top:4px solid #0f766e");
    expect(html).toContain('href="mailto:suporte@alfa.com.br" style="color:#7c2d12"');
    expect(html).toContain("Equipe Alfa Advocacia<br>Atendimento de seg. a sex.");
    expect(text.match(/https?:\/\/\S+/)?.[0]).toBe(doc.link);
    const platform = documentEmail(PLATFORM_BRAND, APP, doc).html;
    expect(platform).not.toContain("<img");
    expect(platform).toContain("background:#1d4ed8");
  });

  it("escapes what users write", () => {
    const { html } = layoutEmail(
      { ...CUSTOM, name: 'A <b>"x"</b>' },
      {
        subject: "<s>",
        assetBaseUrl: APP,
        blocks: [para("<script>alert(1)</script>")],
      },
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('alt="A &lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
  });
});
