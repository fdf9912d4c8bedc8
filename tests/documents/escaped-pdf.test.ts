import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { images, poppler, testChromium } from "../pdf/poppler";
import { createCategory, PNG_1PX } from "../templates/fixtures";

/**
 * Issue 31, escaping of variable values in the real PDF (tests/documents/integrity.test.ts checks the
 * preview, the stored content and the HTML handed to the PDF service): the platform's Chromium prints
 * the hostile values as the characters typed. Had a value become markup, its text would be gone from
 * the page, the image with a valid source would be drawn (pdfimages lists it), and the script, if it
 * ran, would have written "XSS" (its source only holds the character codes 88,83,83).
 */
const HOSTILE = "<img src=x onerror=alert(1)>";
const IMAGE = `<img src="data:image/png;base64,${PNG_1PX.toString("base64")}" width="200" height="200" onload=alert(2)>`;
const SCRIPT = "<script>document.write(String.fromCharCode(88,83,83))</script>";

describe.skipIf(!testChromium)("a hostile variable value in the real PDF", () => {
  let ctx: TestContext;
  let a: CorporateUsers;
  let templateId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { accountA } = await createTwoTenants(ctx);
    a = await signInCorporateRoles(ctx, accountA);
    const [tpl] = await ctx.db
      .insert(documentTemplates)
      .values({
        title: "Declaração",
        categoryId: await createCategory(ctx.db, [accountA]),
        corporateAccountId: accountA,
        templateContent: "<p>Nome: {{nome}}</p><p>Foto: {{foto}}</p><p>Obs: {{obs}}</p>",
        variablesSchema: ["nome", "foto", "obs"].map((key) => ({
          key,
          label: key,
          type: "text",
          required: true,
          options: [],
        })),
      })
      .returning({ id: documentTemplates.id });
    templateId = tpl?.id ?? "";
  }, 60_000);
  afterAll(() => ctx.close());

  it("prints <img src=x onerror=alert(1)> as text: no element, no image, no script", async () => {
    const created = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId, values: { nome: HOSTILE, foto: IMAGE, obs: SCRIPT }, status: "finalized" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/documents/${created.json().id}/pdf`;
    const res = await api(ctx, { method: "GET", url, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    // pdftotext breaks long lines: compare with the line breaks joined back into spaces.
    const text = poppler("pdftotext", pdf).replace(/\s+/g, " ");
    expect(text).toContain("Nome: <img src=x onerror=alert(1)>");
    // The base64 of the image may be broken anywhere: its two ends are enough.
    expect(text).toContain('Foto: <img src="data:image/png;base64,');
    expect(text).toContain('width="200" height="200" onload=alert(2)>');
    expect(text).toContain(`Obs: ${SCRIPT}`);
    expect(text).not.toContain("XSS");
    expect(images(pdf)).toEqual([]);
  }, 60_000);
});
