import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { api, type TestContext, uploadBytes } from "../helpers/app";
import { apiWorld, v1 } from "../public-api/support";
import { contractPdf } from "./pdf-fixtures";

/** Issue 40, fields: each signer's fields on an uploaded PDF's pages, in page fractions, checked against the PDF. */
let world: Awaited<ReturnType<typeof apiWorld>>;
let ctx: TestContext;
let docId: string;

const signature = { signer: 1, kind: "signature", page: 3, x: 0.1, y: 0.8, width: 0.35, height: 0.08 };
const cpf = { signer: 2, kind: "cpf", page: 1, x: 0.6, y: 0.8, width: 0.3, height: 0.04, required: false };
const text = { signer: 1, kind: "text", page: 2, x: 0.1, y: 0.5, width: 0.5, height: 0.04, label: "Endereço" };

const put = (id: string, fields: unknown[], cookie = world.tenants.adminA.cookie) =>
  api(ctx, { method: "PUT", url: `/api/documents/${id}/fields`, cookie, payload: { fields } });
const get = (id: string, cookie = world.tenants.adminA.cookie) =>
  api(ctx, { method: "GET", url: `/api/documents/${id}/fields`, cookie });
const uploaded = async (pages: number) => {
  const res = await uploadBytes(ctx, world.tenants.adminA.cookie, "/api/documents/pdf", await contractPdf(pages));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
};

beforeAll(async () => {
  world = await apiWorld();
  ctx = world.ctx;
  docId = await uploaded(3);
}, 60_000);
afterAll(() => ctx.close());

describe("placing fields", () => {
  it("stores each signer's fields and answers them in signing order", async () => {
    const res = await put(docId, [signature, cpf, text]);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      { ...signature, required: true, label: null },
      { ...text, required: true },
      { ...cpf, label: null },
    ];
    expect(res.json().fields).toMatchObject(expected);
    expect((await get(docId)).json().fields).toMatchObject(expected);
  });

  it("replaces the whole set, and an empty set removes them all", async () => {
    expect((await put(docId, [cpf])).json().fields).toHaveLength(1);
    expect((await put(docId, [])).json().fields).toEqual([]);
    expect((await get(docId)).json().fields).toEqual([]);
  });

  it("refuses a field on a page the PDF lacks or out of its page, naming each, and changes nothing", async () => {
    await put(docId, [signature]);
    const res = await put(docId, [cpf, { ...signature, page: 4 }, { ...text, x: 0.7, width: 0.5 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      "fields.1.page": "A página 4 não existe: o PDF tem 3 páginas.",
      "fields.2.width": "O campo deve ficar inteiro dentro da página (x + largura e y + altura até 1).",
    });
    const below = await put(docId, [{ ...cpf, y: 0.98 }]);
    expect(below.json().error.details.fieldErrors).toEqual({
      "fields.0.height": "O campo deve ficar inteiro dentro da página (x + largura e y + altura até 1).",
    });
    expect((await get(docId)).json().fields).toMatchObject([signature]);
  });

  it("checks each value's form in Portuguese", async () => {
    const res = await put(docId, [{ ...signature, kind: "carimbo", x: -0.1, width: 0, signer: 0 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toMatchObject({
      "fields.0.kind": "Tipo de campo inválido.",
      "fields.0.x": "Use uma fração da página, de 0 a 1.",
      "fields.0.width": "A largura e a altura devem ser maiores que zero.",
      "fields.0.signer": "Signatário inválido: use a posição dele na ordem de assinatura (1 a 20).",
    });
  });

  it("takes fields only on an uploaded PDF, and only until it is sent for signature", async () => {
    const generated = await world.createDocument(world.keyA.secret, "finalized");
    const onTemplate = await put(generated.id, [signature]);
    expect(onTemplate.statusCode).toBe(409);
    expect(onTemplate.json().error.message).toBe("Campos só podem ser posicionados em um documento enviado em PDF.");

    const sent = await uploaded(1);
    await ctx.db.update(generatedDocuments).set({ status: "pending_signature" }).where(eq(generatedDocuments.id, sent));
    const locked = await put(sent, [{ ...signature, page: 1 }]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(
      "Os campos não podem mais ser alterados: o documento já foi enviado para assinatura.",
    );
  });
});

describe("access", () => {
  it("answers 401 to a visitor, 404 to another tenant and to a colleague's standard user, and changes nothing", async () => {
    await put(docId, [signature]);
    expect(
      (await api(ctx, { method: "PUT", url: `/api/documents/${docId}/fields`, payload: { fields: [] } })).statusCode,
    ).toBe(401);
    expect((await put(docId, [], world.tenants.adminB.cookie)).statusCode).toBe(404);
    expect((await get(docId, world.tenants.adminB.cookie)).statusCode).toBe(404);
    expect((await put(docId, [], world.a.standard.cookie)).statusCode).toBe(404);
    expect((await get(docId)).json().fields).toMatchObject([signature]);
  });

  it("serves the same operations on v1 by key scope: 403 without documents:write, 404 for another account's key", async () => {
    const url = `/api/v1/documents/${docId}/fields`;
    const set = await v1(ctx, world.keyA.secret, { method: "PUT", url, payload: { fields: [cpf] } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await v1(ctx, world.only["documents:read"], { method: "GET", url })).json().fields).toMatchObject([cpf]);
    expect(
      (await v1(ctx, world.only["documents:read"], { method: "PUT", url, payload: { fields: [] } })).statusCode,
    ).toBe(403);
    expect((await v1(ctx, world.keyB.secret, { method: "GET", url })).statusCode).toBe(404);
    expect((await v1(ctx, world.keyB.secret, { method: "PUT", url, payload: { fields: [] } })).statusCode).toBe(404);
    expect((await v1(ctx, null, { method: "GET", url })).statusCode).toBe(401);
  });
});
