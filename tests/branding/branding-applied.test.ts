import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_BRAND } from "../../src/domain/branding/branding";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import { api, type TestContext } from "../helpers/app";
import { saveBrandWithLogo } from "../helpers/branding";
import { createPlanWith } from "../helpers/fixtures";
import { poppler } from "../pdf/poppler";
import { builtinSigningContext, codeIn, finalizedDocument, linkIn, requestSignatures } from "../signatures/support";

// Issue 26: the account's branding reaches its signers and recipients only while the plan has the flag.
let ctx: TestContext;
let planId: string;
let t: Awaited<ReturnType<typeof builtinSigningContext>>;
let logoUrl: string;
const BRAND = { displayName: "Alfa Advocacia", primaryColor: "#0f766e", accentColor: "#7c2d12" };

const setFlag = (custom_branding_enabled: boolean) =>
  ctx.db
    .update(subscriptionPlans)
    .set({ featuresConfig: { ...DEFAULT_PLAN_FEATURES, custom_branding_enabled } })
    .where(eq(subscriptionPlans.id, planId));
const mailTo = (to: string) => ctx.mailer.outbox().find((m) => m.to === to);

beforeAll(async () => {
  t = await builtinSigningContext(() => new Date(), { devOutbox: true });
  ctx = t.ctx;
  planId = await createPlanWith(ctx.db, "Com Marca", { custom_branding_enabled: true });
  await ctx.db.update(corporateAccounts).set({ planId }).where(eq(corporateAccounts.id, t.tenants.accountA));
  logoUrl = await saveBrandWithLogo(ctx, t.a.admin.cookie, {
    ...BRAND,
    supportEmail: "suporte@alfa.com.br",
    supportPhone: "(11) 3333-4444",
    emailSignature: "Equipe Alfa Advocacia",
  });
});
afterAll(async () => ctx.close());

async function invite(email: string) {
  const docId = await finalizedDocument(ctx, t.a.admin.cookie, t.tenants.accountA);
  const res = await requestSignatures(ctx, t.a.admin.cookie, docId, [
    { signer_name: "Rui Signatário", signer_email: email, order_sequence: 1 },
  ]);
  if (res.statusCode !== 201) throw new Error(res.body);
  const mail = mailTo(email);
  return { docId, mail, token: linkIn(mail?.text ?? "") };
}

describe("branding applied while the plan has the flag", () => {
  it("the signer's e-mail, signing page, shared page and evidence page show the account's look", async () => {
    const { docId, mail, token } = await invite("rui.marca@exemplo.com.br");
    expect(mail?.html).toContain(`src="http://localhost:3000${logoUrl}"`);
    expect(mail?.html).toContain("background:#0f766e");
    expect(mail?.html).toContain('alt="Alfa Advocacia"');
    expect(mail?.text).toContain("convidado(a) por Alfa Advocacia");
    expect(mail?.text).toContain("Equipe Alfa Advocacia\nAlfa Advocacia · suporte@alfa.com.br · (11) 3333-4444");

    const view = await api(ctx, { method: "GET", url: `/api/sign/${token}` });
    expect(view.json().brand).toMatchObject({ name: "Alfa Advocacia", primaryColor: "#0f766e", logoUrl, custom: true });

    const share = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/share`,
      cookie: t.a.admin.cookie,
      payload: { channel: "email", recipient: "cliente.marca@exemplo.com.br" },
    });
    expect(share.statusCode).toBe(202);
    const shareMail = mailTo("cliente.marca@exemplo.com.br");
    expect(shareMail?.html).toContain("background:#0f766e");
    const sharedToken = /\/compartilhado\/(\S+)/.exec(shareMail?.text ?? "")?.[1];
    const shared = await api(ctx, { method: "GET", url: `/api/shared/${sharedToken}` });
    expect(shared.json().brand).toMatchObject({ name: "Alfa Advocacia", custom: true });

    await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
    const code = codeIn(mailTo("rui.marca@exemplo.com.br")?.text ?? "");
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code, typedSignature: "Rui" },
    });
    expect(signed.statusCode).toBe(200);
    const detail = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: t.a.admin.cookie,
    });
    const file = await api(ctx, { method: "GET", url: detail.json().signedDocumentUrl, cookie: t.a.admin.cookie });
    const text = poppler("pdftotext", file.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("Enviado por: Alfa Advocacia");
    expect(text).toContain("Assinado eletronicamente via Minuta.");
    expect(poppler("pdfimages", file.rawPayload, ["-list"])).toMatch(/\b40\s+20\b/);
    expect(poppler("pdfsig", file.rawPayload)).toContain("Signature is Valid.");
  });

  it("falls back to the platform's look at once when the plan loses the flag, and returns with it", async () => {
    const before = await invite("ana.antes@exemplo.com.br");
    await setFlag(false);
    const { mail, token } = await invite("ana.sem@exemplo.com.br");
    expect(mail?.html).not.toContain(logoUrl);
    expect(mail?.html).toContain(`background:${PLATFORM_BRAND.primaryColor}`);
    expect(mail?.text).not.toContain("Alfa Advocacia");
    expect((await api(ctx, { method: "GET", url: `/api/sign/${token}` })).json().brand).toEqual(PLATFORM_BRAND);
    // A link sent while branded shows the platform's look too: the look is read when shown.
    expect((await api(ctx, { method: "GET", url: `/api/sign/${before.token}` })).json().brand).toEqual(PLATFORM_BRAND);
    await setFlag(true);
    expect((await api(ctx, { method: "GET", url: `/api/sign/${token}` })).json().brand.name).toBe("Alfa Advocacia");
  });

  it("another account's signers never see it", async () => {
    const docId = await finalizedDocument(ctx, t.b.admin.cookie, t.tenants.accountB);
    await requestSignatures(ctx, t.b.admin.cookie, docId, [
      { signer_name: "Bia", signer_email: "bia.outra@exemplo.com.br", order_sequence: 1 },
    ]);
    const mail = mailTo("bia.outra@exemplo.com.br");
    expect(mail?.text).not.toContain("Alfa Advocacia");
    expect((await api(ctx, { method: "GET", url: `/api/sign/${linkIn(mail?.text ?? "")}` })).json().brand).toEqual(
      PLATFORM_BRAND,
    );
  });
});
