import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_INSTALL_COMMAND } from "../../src/domain/shared/pdf-browser";
import { createPdfService } from "../../src/server/platform/pdf/pdf-service";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, requestSignatures } from "../signatures/support";

/**
 * A server without a browser (issue 30): the screens ask GET /api/documents/pdf-status and show a
 * notice with the command; the PDF download and a signature request answer 503 with the same command
 * in Portuguese, and nothing is recorded. A server with a browser says so.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const status = (ctx: TestContext, cookie?: string) =>
  api(ctx, { method: "GET", url: "/api/documents/pdf-status", cookie });

describe("without a browser", () => {
  let ctx: TestContext;
  let a: CorporateUsers;
  let accountA: string;
  beforeAll(async () => {
    const pdf = createPdfService({ systemPaths: [], playwrightCacheDir: "/nonexistent/ms-playwright", logger: quiet });
    ctx = await createTestContext({ deps: { pdf } });
    ({ accountA } = await createTwoTenants(ctx));
    a = await signInCorporateRoles(ctx, accountA);
  });
  afterAll(() => ctx.close());

  it("pdf-status answers available: false to every signed-in role", async () => {
    for (const user of [a.admin, a.supervisor, a.standard]) {
      const res = await status(ctx, user.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: false });
    }
  });

  it("pdf-status answers 401 to an anonymous caller", async () => {
    const res = await status(ctx);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("the PDF download answers 503 with the command, in Portuguese", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const res = await api(ctx, { method: "GET", url: `/api/documents/${docId}/pdf`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: "PDF_UNAVAILABLE" });
    expect(res.json().error.message).toMatch(/indisponível/);
    expect(res.json().error.message).toContain(BROWSER_INSTALL_COMMAND);
  });

  it("a signature request answers 503 with the command and creates nothing", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const res = await requestSignatures(ctx, a.standard.cookie, docId, [
      { signer_name: "Ana Lima", signer_email: "ana@example.com", order_sequence: 1, authentication_method: "email" },
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain(BROWSER_INSTALL_COMMAND);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie: a.standard.cookie });
    expect(doc.json().signature).toBeNull();
  });
});

describe("with a browser", () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext({ deps: { pdf: await fakePdf() } });
    const { accountB } = await createTwoTenants(ctx);
    cookie = (await signInCorporateRoles(ctx, accountB)).standard.cookie;
  });
  afterAll(() => ctx.close());

  it("pdf-status answers available: true (the same for every account: it is the server's, not a tenant's)", async () => {
    const res = await status(ctx, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });
});
