import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { api, type TestContext } from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";
import { poppler } from "../pdf/poppler";
import { builtinSigningContext, codeIn, finalizedDocument, linkIn, requestSignatures } from "../signatures/support";

// Issue 26, white label: nothing a signer or recipient sees names the platform.
let ctx: TestContext;
let t: Awaited<ReturnType<typeof builtinSigningContext>>;
const mailTo = (to: string) => ctx.mailer.outbox().find((m) => m.to === to);
const noPlatform = (what: string, text: string | undefined) =>
  expect({ what, mentions: /minuta/i.exec(text ?? "")?.[0] ?? null }).toEqual({ what, mentions: null });

beforeAll(async () => {
  t = await builtinSigningContext(() => new Date(), { devOutbox: true });
  ctx = t.ctx;
  const planId = await createPlanWith(ctx.db, "Marca Branca", {
    ...DEFAULT_PLAN_FEATURES,
    custom_branding_enabled: true,
    white_label_enabled: true,
  });
  await ctx.db.update(corporateAccounts).set({ planId }).where(eq(corporateAccounts.id, t.tenants.accountA));
  const saved = await api(ctx, {
    method: "PUT",
    url: "/api/corporate/branding",
    cookie: t.a.admin.cookie,
    payload: {
      displayName: "Beta Contratos",
      primaryColor: "#1e3a8a",
      accentColor: "#9a3412",
      supportEmail: "ajuda@beta.com.br",
      supportPhone: "",
      emailSignature: "",
      logoFileId: null,
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => ctx.close());

describe("white label", () => {
  it("leaves no 'Minuta' in the e-mails, pages, evidence page or PDF metadata a signer sees", async () => {
    const email = "carla.branca@exemplo.com.br";
    const docId = await finalizedDocument(ctx, t.a.admin.cookie, t.tenants.accountA);
    await requestSignatures(ctx, t.a.admin.cookie, docId, [
      { signer_name: "Carla", signer_email: email, order_sequence: 1 },
    ]);
    const invite = mailTo(email);
    noPlatform("convite (texto)", invite?.text);
    noPlatform("convite (HTML)", invite?.html);
    noPlatform("convite (assunto)", invite?.subject);
    expect(invite?.fromName).toBe("Beta Contratos");
    expect(invite?.text).toContain("convidado(a) por Beta Contratos");

    const token = linkIn(invite?.text ?? "");
    const view = await api(ctx, { method: "GET", url: `/api/sign/${token}` });
    noPlatform("página de assinatura", view.body);
    expect(view.json().brand).toMatchObject({ name: "Beta Contratos", whiteLabel: true });

    await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
    const codeMail = mailTo(email);
    noPlatform("código (texto)", codeMail?.text);
    noPlatform("código (HTML)", codeMail?.html);
    const signed = await api(ctx, {
      method: "POST",
      url: `/api/sign/${token}/sign`,
      payload: { code: codeIn(codeMail?.text ?? ""), typedSignature: "Carla" },
    });
    noPlatform("resposta da assinatura", signed.body);

    const share = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/share`,
      cookie: t.a.admin.cookie,
      payload: { channel: "email", recipient: "cliente.branca@exemplo.com.br" },
    });
    expect(share.statusCode).toBe(202);
    const shareMail = mailTo("cliente.branca@exemplo.com.br");
    noPlatform("compartilhamento (texto)", shareMail?.text);
    noPlatform("compartilhamento (HTML)", shareMail?.html);
    const sharedToken = /\/compartilhado\/(\S+)/.exec(shareMail?.text ?? "")?.[1];
    noPlatform("página compartilhada", (await api(ctx, { method: "GET", url: `/api/shared/${sharedToken}` })).body);

    const detail = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: t.a.admin.cookie,
    });
    const pdf = (await api(ctx, { method: "GET", url: detail.json().signedDocumentUrl, cookie: t.a.admin.cookie }))
      .rawPayload;
    const text = poppler("pdftotext", pdf).replace(/\s+/g, " ");
    noPlatform("PDF assinado (texto)", text);
    expect(text).toContain("Assinado eletronicamente via Beta Contratos.");
    const info = poppler("pdfinfo", pdf);
    noPlatform("PDF assinado (metadados)", info);
    expect(info).toMatch(/Producer:\s+Beta Contratos/);
    expect(info).toMatch(/Creator:\s+Beta Contratos/);
    expect(poppler("pdfsig", pdf)).toContain("Signature is Valid.");
  });
});
