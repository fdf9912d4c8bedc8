import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_BRAND } from "../../src/domain/branding/branding";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
  uploadBytes,
} from "../helpers/app";
import { testJpeg, testPng } from "../helpers/branding";
import { createPlanWith, signInCorporateRoles } from "../helpers/fixtures";

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const FORM = {
  displayName: "Alfa Advocacia",
  primaryColor: "#0F766E",
  accentColor: "#7C2D12",
  supportEmail: "suporte@alfa.com.br",
  supportPhone: "(11) 3333-4444",
  emailSignature: "Equipe Alfa Advocacia",
  logoFileId: null as string | null,
};

let ctx: TestContext;
let planId: string;
let accountA: string;
let admin: TestUser;
let supervisor: TestUser;
let standard: TestUser;
let superAdmin: TestUser;
let adminB: TestUser;
let adminNoPlan: TestUser;

const setFlag = (enabled: boolean) =>
  ctx.db
    .update(subscriptionPlans)
    .set({ featuresConfig: { ...DEFAULT_PLAN_FEATURES, custom_branding_enabled: enabled } })
    .where(eq(subscriptionPlans.id, planId));

const put = (user: TestUser, payload: object) =>
  api(ctx, { method: "PUT", url: "/api/corporate/branding", cookie: user.cookie, payload });
const get = (user: TestUser | null, url = "/api/corporate/branding") =>
  api(ctx, { method: "GET", url, cookie: user?.cookie });
const upload = (user: TestUser, bytes: Buffer) => uploadBytes(ctx, user.cookie, "/api/corporate/branding/logo", bytes);

beforeAll(async () => {
  ctx = await createTestContext();
  planId = await createPlanWith(ctx.db, "Com Marca", { custom_branding_enabled: true });
  accountA = await createCorporateAccount(ctx.db, "Alfa Ltda", planId);
  ({ admin, supervisor, standard } = await signInCorporateRoles(ctx, accountA));
  superAdmin = await createSignedInUser(ctx, "super_admin");
  adminB = await createSignedInUser(ctx, "corporate_admin", {
    accountId: await createCorporateAccount(ctx.db, "Beta Ltda", planId),
  });
  const noPlan = await createPlanWith(ctx.db, "Sem Marca", {});
  adminNoPlan = await createSignedInUser(ctx, "corporate_admin", {
    accountId: await createCorporateAccount(ctx.db, "Gama Ltda", noPlan),
  });
});
afterAll(async () => ctx.close());

describe("branding settings (issue 26)", () => {
  it("answers 401 without a session and 403 to every role but the corporate admin", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(null, "/api/branding/current")).statusCode).toBe(401);
    for (const user of [supervisor, standard, superAdmin]) {
      expect((await get(user)).statusCode).toBe(403);
      expect((await put(user, FORM)).statusCode).toBe(403);
      expect((await upload(user, testPng())).statusCode).toBe(403);
    }
  });

  it("starts empty, with the plan's permission", async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: true,
      planName: "Com Marca",
      accountName: "Alfa Ltda",
      settings: null,
    });
  });

  it("refuses a colour that fails WCAG AA against white, saying why, and saves nothing", async () => {
    const res = await put(admin, { ...FORM, primaryColor: "#FACC15" });
    expect(res.statusCode).toBe(400);
    const message = res.json().error.details.fieldErrors.primaryColor;
    expect(message).toContain("#FACC15");
    expect(message).toContain("contraste");
    expect(message).toContain("4,5:1");
    const dark = await put(admin, { ...FORM, accentColor: "#0b1120" });
    expect(dark.statusCode).toBe(400);
    expect(dark.json().error.details.fieldErrors.accentColor).toContain("texto");
    expect((await put(admin, { ...FORM, primaryColor: "azul" })).json().error.details.fieldErrors.primaryColor).toBe(
      "A cor principal: use o formato #RRGGBB (ex.: #1D4ED8).",
    );
    expect((await get(admin)).json().settings).toBeNull();
  });

  it("accepts a PNG or JPEG logo checked by its bytes, refuses SVG and files over 1 MB", async () => {
    const png = await upload(admin, testPng());
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ contentType: "image/png" });
    const served = await api(ctx, { method: "GET", url: png.json().url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await upload(admin, testJpeg())).json()).toMatchObject({ contentType: "image/jpeg" });
    const svg = await upload(admin, SVG);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toBe("O logotipo deve ser uma imagem PNG ou JPEG (SVG não é aceito).");
    const big = await upload(admin, Buffer.concat([testPng(), Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe("O logotipo deve ter no máximo 1 MB.");
  });

  it("saves the branding; the account's users see it in the shell; other accounts do not", async () => {
    const logo = (await upload(admin, testPng())).json();
    const res = await put(admin, { ...FORM, logoFileId: logo.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      displayName: "Alfa Advocacia",
      primaryColor: "#0f766e",
      logoUrl: `/api/files/${logo.id}`,
    });
    const shell = (await get(standard, "/api/branding/current")).json();
    expect(shell).toMatchObject({ name: "Alfa Advocacia", primaryColor: "#0f766e", logoUrl: logo.url, custom: true });
    expect((await get(adminB)).json().settings).toBeNull();
    expect((await get(adminB, "/api/branding/current")).json()).toEqual(PLATFORM_BRAND);
  });

  it("refuses another account's logo (cross-tenant) and changes nothing", async () => {
    const foreign = (await upload(adminB, testPng())).json();
    const res = await put(admin, { ...FORM, displayName: "Trocado", logoFileId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Logotipo não encontrado. Envie a imagem novamente.");
    expect((await get(admin)).json().settings.displayName).toBe("Alfa Advocacia");
  });

  it("falls back to the platform's look at once when the plan loses the flag, keeping what was saved", async () => {
    await setFlag(false);
    expect((await get(standard, "/api/branding/current")).json()).toEqual(PLATFORM_BRAND);
    const screen = (await get(admin)).json();
    expect(screen).toMatchObject({ enabled: false, settings: { displayName: "Alfa Advocacia" } });
    const refused = await put(admin, FORM);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("Marca personalizada");
    await setFlag(true);
    expect((await get(standard, "/api/branding/current")).json()).toMatchObject({
      name: "Alfa Advocacia",
      custom: true,
    });
  });

  it("refuses saving and uploading when the plan has no branding", async () => {
    expect((await put(adminNoPlan, FORM)).statusCode).toBe(403);
    const res = await upload(adminNoPlan, testPng());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_FEATURE_DISABLED");
  });
});
