import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADER_FOOTER_MESSAGES } from "../../src/domain/templates/templates";
import { headerFooterTemplates as hf } from "../../src/server/db/tables/header-footer";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { sqlState } from "../../src/server/platform/db/client";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { createTwoTenants } from "../helpers/fixtures";
import { expectInert, insertHeaderFooter, PNG_1PX, XSS_PAYLOADS } from "../templates/fixtures";

let ctx: TestContext;
let accountA: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ accountA, adminA, adminB, superAdmin } = await createTwoTenants(ctx));
});
afterAll(() => ctx.close());

const upload = (user: TestUser | null, body: Buffer, contentType = "image/png") =>
  api(ctx, {
    method: "POST",
    url: "/api/files/images",
    cookie: user?.cookie,
    headers: { "content-type": contentType },
    payload: body,
  });

async function uploadedUrl(user: TestUser): Promise<string> {
  const res = await upload(user, PNG_1PX);
  if (res.statusCode !== 201) throw new Error(`upload failed ${res.statusCode} ${res.body}`);
  return res.json().url;
}

const textForm = (over: Record<string, unknown> = {}) => ({
  name: "Cabeçalho Jurídico",
  type: "header",
  layoutType: "text-only",
  contentHtml: "<p><strong>Escritório</strong> {{empresa}}</p>",
  imagePosition: "left",
  imageHeight: 80,
  isActive: true,
  ...over,
});

async function create(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/header-footer",
    cookie: user.cookie,
    payload: textForm(over),
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; [k: string]: unknown };
}

describe("image upload and serving", () => {
  it("stores a real image and serves it publicly by its URL with its detected type", async () => {
    const res = await upload(adminA, PNG_1PX, "application/octet-stream");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ contentType: "image/png", byteSize: PNG_1PX.length });
    expect(body.url).toBe(`/api/files/${body.id}`);
    const file = await api(ctx, { method: "GET", url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it("recognises JPEG, GIF and WebP by their bytes", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32)]);
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);
    for (const [bytes, type] of [
      [jpeg, "image/jpeg"],
      [gif, "image/gif"],
      [webp, "image/webp"],
    ] as const) {
      const res = await upload(adminA, bytes);
      expect(res.statusCode).toBe(201);
      expect(res.json().contentType).toBe(type);
    }
  });

  it("refuses what is not an image whatever it claims to be (text named .png, SVG, HTML)", async () => {
    for (const [bytes, type] of [
      [Buffer.from("isto não é uma imagem"), "image/png"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), "image/svg+xml"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "image/jpeg"],
      [Buffer.alloc(0), "image/png"],
    ] as const) {
      const res = await upload(adminA, bytes, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(HEADER_FOOTER_MESSAGES.notAnImage);
    }
  });

  it("refuses an image over 5 MB and accepts exactly 5 MB", async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_1PX.length)]);
    const res = await upload(adminA, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(HEADER_FOOTER_MESSAGES.imageTooLarge);
    const huge = await upload(adminA, Buffer.concat([big, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const exact = await upload(adminA, big.subarray(0, 5 * 1024 * 1024));
    expect(exact.statusCode).toBe(201);
  });

  it("requires a session and manage_templates to upload; unknown files are 404", async () => {
    expect((await upload(null, PNG_1PX)).statusCode).toBe(401);
    const user = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
    expect((await upload(user, PNG_1PX)).statusCode).toBe(403);
    const missing = await api(ctx, { method: "GET", url: "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e" });
    expect(missing.statusCode).toBe(404);
    expect((await api(ctx, { method: "GET", url: "/api/files/nao-e-um-id" })).statusCode).toBe(400);
  });
});

describe("access", () => {
  it("answers 401 without a session and 403 to roles without manage_templates", async () => {
    const id = await insertHeaderFooter(ctx.db, { accountId: accountA });
    expect((await api(ctx, { method: "GET", url: "/api/header-footer" })).statusCode).toBe(401);
    expect((await api(ctx, { method: "POST", url: "/api/header-footer", payload: textForm() })).statusCode).toBe(401);
    for (const role of ["supervisor_user", "standard_user"] as const) {
      const user = await createSignedInUser(ctx, role, { accountId: accountA });
      for (const [method, url] of [
        ["GET", "/api/header-footer"],
        ["GET", `/api/header-footer/${id}`],
        ["POST", "/api/header-footer"],
        ["PUT", `/api/header-footer/${id}`],
        ["DELETE", `/api/header-footer/${id}`],
        ["POST", `/api/header-footer/${id}/default`],
      ] as const) {
        const res = await api(ctx, {
          method,
          url,
          cookie: user.cookie,
          payload: method === "GET" || method === "DELETE" ? undefined : textForm(),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe("create and validate", () => {
  it("creates a header with an image in the corporate admin's account", async () => {
    const imageUrl = await uploadedUrl(adminA);
    const item = await create(adminA, {
      layoutType: "image-text",
      imageUrl,
      imagePosition: "center",
      imageHeight: 120,
    });
    expect(item).toMatchObject({
      type: "header",
      layoutType: "image-text",
      imageUrl,
      imagePosition: "center",
      imageHeight: 120,
      corporateAccountId: accountA,
      isDefault: false,
      isActive: true,
      canEdit: true,
    });
  });

  it("creates global ones for a super admin", async () => {
    const item = await create(superAdmin, { type: "footer" });
    expect(item.corporateAccountId).toBeNull();
  });

  it("answers the messages of spec 2 §5", async () => {
    const post = (payload: Record<string, unknown>) =>
      api(ctx, { method: "POST", url: "/api/header-footer", cookie: adminA.cookie, payload });
    const res = await post({ name: " ", layoutType: "image-text", contentHtml: "<p><br></p>" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      name: "Nome é obrigatório",
      imageUrl: "Selecione uma imagem para este tipo de layout",
      contentHtml: "Conteúdo HTML é obrigatório para este tipo de layout",
    });
    for (const h of [39, 201]) {
      const r = await post(textForm({ imageHeight: h }));
      expect(r.json().error.details.fieldErrors).toEqual({ imageHeight: HEADER_FOOTER_MESSAGES.imageHeight });
    }
    const onlyImage = await post(textForm({ layoutType: "image-only", contentHtml: "" }));
    expect(onlyImage.json().error.details.fieldErrors).toEqual({ imageUrl: HEADER_FOOTER_MESSAGES.imageRequired });
    const scriptOnly = await post(textForm({ contentHtml: "<script>alert(1)</script>" }));
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().error.details.fieldErrors).toEqual({ contentHtml: HEADER_FOOTER_MESSAGES.htmlRequired });
  });

  it("defaults the height to 80 and stores no HTML for image-only and no image for text-only", async () => {
    const imageUrl = await uploadedUrl(adminA);
    const { imageHeight: _h, ...noHeight } = textForm();
    const a = await create(adminA, { ...noHeight, imageHeight: undefined });
    expect(a.imageHeight).toBe(80);
    const imageOnly = await create(adminA, { layoutType: "image-only", imageUrl, contentHtml: "<p>ignorado</p>" });
    expect(imageOnly.contentHtml).toBeNull();
    const textOnly = await create(adminA, { layoutType: "text-only", imageUrl });
    expect(textOnly.imageUrl).toBeNull();
  });

  it("refuses another tenant's stored image inside the rich text too", async () => {
    const urlOfB = await uploadedUrl(adminB);
    const urlOfA = await uploadedUrl(adminA);
    for (const src of [urlOfB, `http://localhost:3000${urlOfB}`]) {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/header-footer",
        cookie: adminA.cookie,
        payload: textForm({ layoutType: "text-only", contentHtml: `<p>Empresa</p><img src="${src}">` }),
      });
      expect(res.statusCode, src).toBe(400);
      expect(res.json().error.details.fieldErrors, src).toEqual({ contentHtml: HEADER_FOOTER_MESSAGES.imageInvalid });
    }
    await create(adminA, { layoutType: "text-only", contentHtml: `<p>Empresa</p><img src="${urlOfA}">` });
  });

  it("refuses image URLs that are not stored files of the scope", async () => {
    const urlOfB = await uploadedUrl(adminB);
    for (const imageUrl of [
      "https://evil.example/x.png",
      "javascript:alert(1)",
      "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e",
      urlOfB,
    ]) {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/header-footer",
        cookie: adminA.cookie,
        payload: textForm({ layoutType: "image-only", imageUrl }),
      });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(Object.keys(res.json().error.details.fieldErrors)).toEqual(["imageUrl"]);
    }
  });

  it("sanitizes the HTML content", async () => {
    const item = await create(adminA, {
      contentHtml: `<p class="ql-align-right">Rodapé {{empresa}}</p>${XSS_PAYLOADS.join("")}`,
    });
    expectInert(item.contentHtml as string);
    expect(item.contentHtml).toContain('<p class="ql-align-right">Rodapé {{empresa}}</p>');
  });
});

describe("scope", () => {
  it("lists global plus own for corporate admins (newest first), everything for super admins", async () => {
    const own = await create(adminA, { name: "Própria A" });
    const other = await create(adminB, { name: "Da B" });
    const global = await create(superAdmin, { name: "Global" });
    const listA = (await api(ctx, { method: "GET", url: "/api/header-footer", cookie: adminA.cookie })).json().items;
    const idsA = listA.map((i: { id: string }) => i.id);
    expect(idsA).toEqual(expect.arrayContaining([own.id, global.id]));
    expect(idsA).not.toContain(other.id);
    for (const i of listA) expect([null, accountA]).toContain(i.corporateAccountId);
    expect(listA.find((i: { id: string }) => i.id === global.id).canEdit).toBe(false);
    const dates = listA.map((i: { createdAt: string }) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const idsSuper = (await api(ctx, { method: "GET", url: "/api/header-footer", cookie: superAdmin.cookie }))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(idsSuper).toEqual(expect.arrayContaining([own.id, other.id, global.id]));
  });

  it("another account's template cannot be read, edited, deleted or made default (404)", async () => {
    const item = await create(adminA);
    for (const [method, url] of [
      ["GET", `/api/header-footer/${item.id}`],
      ["PUT", `/api/header-footer/${item.id}`],
      ["DELETE", `/api/header-footer/${item.id}`],
      ["POST", `/api/header-footer/${item.id}/default`],
    ] as const) {
      const res = await api(ctx, {
        method,
        url,
        cookie: adminB.cookie,
        payload: method === "PUT" ? textForm({ name: "Roubado" }) : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await ctx.db.select().from(hf).where(eq(hf.id, item.id));
    expect(row).toMatchObject({ name: "Cabeçalho Jurídico", isDefault: false });
  });

  it("global ones are read-only for corporate admins (403)", async () => {
    const g = await create(superAdmin);
    expect(
      (await api(ctx, { method: "GET", url: `/api/header-footer/${g.id}`, cookie: adminA.cookie })).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ["PUT", `/api/header-footer/${g.id}`],
      ["DELETE", `/api/header-footer/${g.id}`],
      ["POST", `/api/header-footer/${g.id}/default`],
    ] as const) {
      const res = await api(ctx, {
        method,
        url,
        cookie: adminA.cookie,
        payload: method === "PUT" ? textForm() : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(HEADER_FOOTER_MESSAGES.globalReadOnly);
    }
  });
});

describe("update and delete", () => {
  it("updates every field", async () => {
    const item = await create(adminA);
    const imageUrl = await uploadedUrl(adminA);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/header-footer/${item.id}`,
      cookie: adminA.cookie,
      payload: textForm({
        name: "Novo",
        type: "footer",
        layoutType: "image-text",
        imageUrl,
        imagePosition: "right",
        imageHeight: 200,
        isActive: false,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Novo",
      type: "footer",
      imageUrl,
      imagePosition: "right",
      imageHeight: 200,
      isActive: false,
    });
  });

  it("deletes permanently; templates that used it lose the reference", async () => {
    const item = await create(adminA);
    const del = await api(ctx, { method: "DELETE", url: `/api/header-footer/${item.id}`, cookie: adminA.cookie });
    expect(del.statusCode).toBe(204);
    expect(await ctx.db.select().from(hf).where(eq(hf.id, item.id))).toHaveLength(0);
  });
});

describe("default per type per scope", () => {
  it("refuses to make an inactive template the default (409), changing nothing", async () => {
    const item = await create(adminA, { isActive: false });
    const res = await api(ctx, { method: "POST", url: `/api/header-footer/${item.id}/default`, cookie: adminA.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HEADER_FOOTER_MESSAGES.inactiveDefault);
    const after = await api(ctx, { method: "GET", url: `/api/header-footer/${item.id}`, cookie: adminA.cookie });
    expect(after.json().isDefault).toBe(false);
  });

  const setDefault = (user: TestUser, id: string) =>
    api(ctx, { method: "POST", url: `/api/header-footer/${id}/default`, cookie: user.cookie });
  const defaults = async (type: "header" | "footer", accountId: string | null) =>
    (await ctx.db.select().from(hf).where(eq(hf.type, type)))
      .filter((r) => r.isDefault && r.corporateAccountId === accountId)
      .map((r) => r.id);

  it("moves the default within the same type and account, leaving other types and scopes alone", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Padrão");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    const h1 = await insertHeaderFooter(ctx.db, { accountId: account });
    const h2 = await insertHeaderFooter(ctx.db, { accountId: account });
    const f1 = await insertHeaderFooter(ctx.db, { accountId: account, type: "footer", isDefault: true });
    const globalDefault = await insertHeaderFooter(ctx.db, { type: "header", isDefault: false });
    await setDefault(superAdmin, globalDefault);
    expect((await setDefault(admin, h1)).json()).toMatchObject({ id: h1, isDefault: true });
    expect(await defaults("header", account)).toEqual([h1]);
    expect((await setDefault(admin, h2)).statusCode).toBe(200);
    expect(await defaults("header", account)).toEqual([h2]);
    expect(await defaults("footer", account)).toEqual([f1]);
    expect(await defaults("header", null)).toEqual([globalDefault]);
  });

  it("keeps exactly one default under concurrent requests", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Concorrente");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    const ids = await Promise.all(Array.from({ length: 6 }, () => insertHeaderFooter(ctx.db, { accountId: account })));
    const results = await Promise.all(ids.map((id) => setDefault(admin, id)));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await defaults("header", account)).toHaveLength(1);
  });

  it("the partial unique index refuses a second default in one scope", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Índice");
    await insertHeaderFooter(ctx.db, { accountId: account, isDefault: true });
    const err = await insertHeaderFooter(ctx.db, { accountId: account, isDefault: true }).catch((e: unknown) => e);
    expect(sqlState(err)).toBe("23505");
  });

  it("a default moved to the other type stops being the default", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Tipo");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    await insertHeaderFooter(ctx.db, { accountId: account, type: "footer", isDefault: true });
    const h = await insertHeaderFooter(ctx.db, { accountId: account, isDefault: true });
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/header-footer/${h}`,
      cookie: admin.cookie,
      payload: textForm({ type: "footer" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isDefault).toBe(false);
  });

  it("refuses to change the type of one templates use as default header/footer (409), changing nothing", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Em Uso");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    const h = await insertHeaderFooter(ctx.db, { accountId: account, isDefault: true, name: "Cabeçalho Usado" });
    await ctx.db.insert(documentTemplates).values([
      { title: "Modelo 1", templateContent: "<p>x</p>", corporateAccountId: account, defaultHeaderId: h },
      { title: "Modelo 2", templateContent: "<p>y</p>", corporateAccountId: account, defaultHeaderId: h },
    ]);
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/header-footer/${h}`,
      cookie: admin.cookie,
      payload: textForm({ type: "footer", name: "Renomeado" }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: "HEADER_FOOTER_IN_USE", message: HEADER_FOOTER_MESSAGES.typeInUse(2) });
    expect(res.json().error.message).toMatch(
      /^Não é possível alterar o tipo: 2 modelos de documento usam este template/,
    );
    const [row] = await ctx.db.select().from(hf).where(eq(hf.id, h));
    expect(row).toMatchObject({ type: "header", name: "Cabeçalho Usado", isDefault: true });
    // Other edits that keep the type are still allowed.
    const same = await api(ctx, {
      method: "PUT",
      url: `/api/header-footer/${h}`,
      cookie: admin.cookie,
      payload: textForm({ name: "Renomeado" }),
    });
    expect(same.statusCode).toBe(200);
  });

  it("deactivating the default clears its default flag", async () => {
    const account = await createCorporateAccount(ctx.db, "Empresa Inativa");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    const h = await insertHeaderFooter(ctx.db, { accountId: account, isDefault: true });
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/header-footer/${h}`,
      cookie: admin.cookie,
      payload: textForm({ isActive: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, isDefault: false });
    const [row] = await ctx.db.select().from(hf).where(eq(hf.id, h));
    expect(row?.isDefault).toBe(false);
  });
});
