import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createSignedInUser, type TestContext, type TestUser } from "../helpers/app";
import { poppler } from "../pdf/poppler";
import { finalizedDocument, pkcs12, sealTestContext, signAsOnlySigner, uploadSealPfx } from "./support";

let ctx: TestContext;
let superAdmin: TestUser;
let adminA: TestUser;
let accountA: string;
const URL = "/api/signature-seal-certificate";

beforeAll(async () => {
  ({ ctx, superAdmin, adminA, accountA } = await sealTestContext(["Selo A", "Selo B"]));
});
afterAll(() => ctx.close());

describe("the sealing certificate: platform by default, an uploaded A1 when the super admin sends one", () => {
  it("is super_admin only", async () => {
    expect((await api(ctx, { method: "GET", url: URL })).statusCode).toBe(401);
    expect((await api(ctx, { method: "GET", url: URL, cookie: adminA.cookie })).statusCode).toBe(403);
    const standard = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
    expect(
      (
        await api(ctx, {
          method: "PUT",
          url: URL,
          cookie: standard.cookie,
          payload: { pfxBase64: "AA==", password: "" },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a wrong password, stores a good file (key encrypted) and seals with it; DELETE goes back", async () => {
    expect((await api(ctx, { method: "GET", url: URL, cookie: superAdmin.cookie })).json().source).toBe("platform");
    const file = pkcs12("Empresa Teste ICP A1", "senha-do-pfx");
    const wrong = await uploadSealPfx(ctx, superAdmin.cookie, file, "errada");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/senha incorreta/);
    const saved = await uploadSealPfx(ctx, superAdmin.cookie, file, "senha-do-pfx");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ source: "uploaded", subject: "Empresa Teste ICP A1" });
    const { systemSettings } = await import("../../src/server/db/schema");
    const rows = await ctx.db.select().from(systemSettings);
    expect(JSON.stringify(rows)).not.toContain("PRIVATE KEY");

    // A request completed now is sealed by the uploaded certificate.
    const docId = await finalizedDocument(ctx, adminA.cookie, accountA);
    expect(await signAsOnlySigner(ctx, adminA.cookie, docId, "rui@selo.com.br")).toBe(200);
    const detail = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/signature-request`,
      cookie: adminA.cookie,
    });
    const pdf = await api(ctx, { method: "GET", url: detail.json().signedDocumentUrl, cookie: adminA.cookie });
    const report = poppler("pdfsig", pdf.rawPayload);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Signer Certificate Common Name: Empresa Teste ICP A1");

    expect((await api(ctx, { method: "DELETE", url: URL, cookie: superAdmin.cookie })).statusCode).toBe(204);
    expect((await api(ctx, { method: "GET", url: URL, cookie: superAdmin.cookie })).json().source).toBe("platform");
  });
});
