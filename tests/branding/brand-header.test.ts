import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { headerFooterTemplates } from "../../src/server/db/tables/header-footer";
import { api, type TestContext } from "../helpers/app";
import { saveBrandWithLogo } from "../helpers/branding";
import { createPlanWith } from "../helpers/fixtures";
import { builtinSigningContext, finalizedDocument } from "../signatures/support";

// Issue 26: "the default header of new documents if the account has none" is the brand's (logo + name).
let ctx: TestContext;
let t: Awaited<ReturnType<typeof builtinSigningContext>>;
let logoUrl: string;

const detail = async (cookie: string, docId: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie })).json();
const templateDefaults = async (cookie: string, templateId: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/available-templates/${templateId}`, cookie })).json();

beforeAll(async () => {
  t = await builtinSigningContext(() => new Date());
  ctx = t.ctx;
  const planId = await createPlanWith(ctx.db, "Com Marca", { custom_branding_enabled: true });
  await ctx.db.update(corporateAccounts).set({ planId }).where(eq(corporateAccounts.id, t.tenants.accountA));
  logoUrl = await saveBrandWithLogo(ctx, t.a.admin.cookie, {
    displayName: "Alfa & Filhos",
    primaryColor: "#0f766e",
    accentColor: "#7c2d12",
  });
  // A global default header exists: the branded account gets its brand instead, the other account this one.
  await ctx.db
    .insert(headerFooterTemplates)
    .values({ name: "Global", type: "header", layoutType: "text-only", contentHtml: "<p>GLOBAL</p>", isDefault: true });
});
afterAll(async () => ctx.close());

describe("the brand as the default header", () => {
  it("heads a new document of a branded account with no header of its own: logo and name", async () => {
    const docId = await finalizedDocument(ctx, t.a.admin.cookie, t.tenants.accountA);
    const doc = await detail(t.a.admin.cookie, docId);
    expect(doc.headerId).toBeNull();
    expect(doc.headerHtml).toContain("Alfa &amp; Filhos");
    expect(doc.headerHtml).toContain(logoUrl);
    expect(doc.headerHtml).toContain("#0f766e");
    // The form starts with no header chosen (the brand's), not the global default.
    expect((await templateDefaults(t.a.admin.cookie, doc.template.id)).defaultHeaderId).toBeNull();
  });

  it("leaves accounts without the plan flag as they were (the global default is offered, no brand header)", async () => {
    const docId = await finalizedDocument(ctx, t.b.admin.cookie, t.tenants.accountB);
    const doc = await detail(t.b.admin.cookie, docId);
    expect(doc.headerHtml).toBeNull();
    const [global] = await ctx.db
      .select({ id: headerFooterTemplates.id })
      .from(headerFooterTemplates)
      .where(eq(headerFooterTemplates.name, "Global"));
    expect((await templateDefaults(t.b.admin.cookie, doc.template.id)).defaultHeaderId).toBe(global?.id);
  });

  it("yields to a header of the account's own", async () => {
    await ctx.db.insert(headerFooterTemplates).values({
      name: "Próprio",
      type: "header",
      layoutType: "text-only",
      contentHtml: "<p>PRÓPRIO</p>",
      corporateAccountId: t.tenants.accountA,
    });
    const docId = await finalizedDocument(ctx, t.a.admin.cookie, t.tenants.accountA);
    expect((await detail(t.a.admin.cookie, docId)).headerHtml).toBeNull();
  });
});
