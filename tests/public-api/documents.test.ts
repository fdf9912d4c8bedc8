import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../src/domain/documents/documents";
import { API_V1_MESSAGES } from "../../src/domain/public-api/api-v1";
import { documentDeliveryLog } from "../../src/server/db/tables/delivery";
import { api } from "../helpers/app";
import { apiWorld, VALID_VALUES, VARIABLES, v1 } from "./support";

/** Issue 23: templates and documents through the public API — the web form's rules and answers. */
let w: Awaited<ReturnType<typeof apiWorld>>;
let key: string;

beforeAll(async () => {
  w = await apiWorld();
  key = w.keyA.secret;
});
afterAll(() => w.ctx.close());

const post = (url: string, payload: unknown) => v1(w.ctx, key, { method: "POST", url, payload: payload as object });
const get = (url: string) => v1(w.ctx, key, { method: "GET", url });

describe("templates", () => {
  it("lists the account's usable templates with their whole variable schema, and reads one", async () => {
    const list = await get("/api/v1/templates");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: w.templateA, title: "Contrato A", variables: expect.any(Array) }),
    ]);
    const one = (await get(`/api/v1/templates/${w.templateA}`)).json();
    expect(one.variables.map((v: { key: string; required: boolean }) => [v.key, v.required])).toEqual(
      VARIABLES.map((v) => [v.key, v.required]),
    );
    const other = await get(`/api/v1/templates/${w.templateB}`);
    expect([other.statusCode, other.json().error.message]).toEqual([404, API_V1_MESSAGES.templateNotFound]);
  });
});

describe("documents", () => {
  it("creates a draft and answers what the web's detail answers", async () => {
    const res = await post("/api/v1/documents", { templateId: w.templateA, values: { nome: "Ana" }, status: "draft" });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ status: "draft", filledVariables: { nome: "Ana" }, template: { id: w.templateA } });
    const web = await api(w.ctx, { method: "GET", url: `/api/documents/${doc.id}`, cookie: w.tenants.adminA.cookie });
    expect(web.json()).toEqual(doc);
  });

  it("refuses invalid values with the web form's Portuguese field errors, and creates nothing", async () => {
    const body = { templateId: w.templateA, values: { nome: "", cpf: "111.111.111-11" }, status: "finalized" };
    const before = (await get("/api/v1/documents?limit=100")).json().items.length;
    const res = await post("/api/v1/documents", body);
    const web = await api(w.ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: w.tenants.adminA.cookie,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      "values.nome": DOCUMENT_MESSAGES.required("Nome"),
      "values.cpf": DOCUMENT_MESSAGES.cpfInvalid,
    });
    expect(res.json()).toEqual(web.json());
    expect((await get("/api/v1/documents?limit=100")).json().items.length).toBe(before);
    const missing = await post("/api/v1/documents", { values: {}, status: "draft" });
    expect(missing.json().error.details.fieldErrors.templateId).toBe(DOCUMENT_MESSAGES.templateRequired);
  });

  it("creates a finalized document with automatic e-mail delivery queued", async () => {
    const res = await post("/api/v1/documents", {
      templateId: w.templateA,
      values: VALID_VALUES,
      status: "finalized",
      recipientEmail: "cliente@exemplo.com.br",
      autoSendEmail: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "finalized", autoSendEmail: true });
    expect(res.json().pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const logs = await w.ctx.db.select().from(documentDeliveryLog);
    expect(
      logs.filter((l) => l.documentId === res.json().id).map((l) => [l.source, l.deliveryType, l.recipient]),
    ).toEqual([["auto", "email", "cliente@exemplo.com.br"]]);
  });

  it("updates a draft, finalizes it, then refuses to edit or delete it", async () => {
    const { id } = await w.createDocument(key, "draft", { nome: "Rascunho" } as typeof VALID_VALUES);
    const updated = await v1(w.ctx, key, {
      method: "PUT",
      url: `/api/v1/documents/${id}`,
      payload: { values: { ...VALID_VALUES, nome: "Editado" }, status: "draft" },
    });
    expect([updated.statusCode, updated.json().filledVariables.nome]).toEqual([200, "Editado"]);
    const finalized = await post(`/api/v1/documents/${id}/finalize`, undefined);
    expect([finalized.statusCode, finalized.json().status]).toEqual([200, "finalized"]);
    const again = await v1(w.ctx, key, {
      method: "PUT",
      url: `/api/v1/documents/${id}`,
      payload: { values: VALID_VALUES, status: "draft" },
    });
    expect([again.statusCode, again.json().error.message]).toEqual([409, DOCUMENT_MESSAGES.onlyDraftsEditable]);
    const removed = await v1(w.ctx, key, { method: "DELETE", url: `/api/v1/documents/${id}` });
    expect([removed.statusCode, removed.json().error.message]).toEqual([409, API_V1_MESSAGES.onlyDraftsDeletable]);
    expect((await get(`/api/v1/documents/${id}`)).statusCode).toBe(200);
  });

  it("deletes a draft", async () => {
    const { id } = await w.createDocument(key);
    const removed = await v1(w.ctx, key, { method: "DELETE", url: `/api/v1/documents/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/v1/documents/${id}`)).statusCode).toBe(404);
  });

  it("downloads the PDF", async () => {
    const { id } = await w.createDocument(key, "finalized");
    const pdf = await get(`/api/v1/documents/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("the document list", () => {
  it("filters by status, template and creation range, and pages by cursor without gaps or repeats", async () => {
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) mine.push((await w.createDocument(key, "finalized")).id);
    const all = (await get("/api/v1/documents?limit=100")).json().items as Array<{ id: string; status: string }>;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/api/v1/documents?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().items.length).toBeLessThanOrEqual(2);
      seen.push(...page.json().items.map((d: { id: string }) => d.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((d) => d.id));
    expect(seen).toEqual(expect.arrayContaining(mine));

    const finalized = (await get("/api/v1/documents?status=finalized&limit=100")).json().items;
    expect(finalized.every((d: { status: string }) => d.status === "finalized")).toBe(true);
    expect(finalized.length).toBe(all.filter((d) => d.status === "finalized").length);
    const byTemplate = (await get(`/api/v1/documents?templateId=${w.templateB}`)).json().items;
    expect(byTemplate).toEqual([]);
    const future = (await get("/api/v1/documents?createdFrom=2999-01-01T00:00:00Z")).json().items;
    expect(future).toEqual([]);
    const past = (await get("/api/v1/documents?createdTo=2000-01-01T00:00:00Z")).json().items;
    expect(past).toEqual([]);
  });

  it("refuses a bad cursor, a bad date and a reversed range in Portuguese", async () => {
    const cursor = await get("/api/v1/documents?cursor=bm9wZQ");
    expect([cursor.statusCode, cursor.json().error.message]).toEqual([400, API_V1_MESSAGES.cursorInvalid]);
    const date = await get("/api/v1/documents?createdFrom=ontem");
    expect(date.statusCode).toBe(400);
    expect(date.json().error.details.fieldErrors.createdFrom).toMatch(/Data inicial inválida/);
    const range = await get("/api/v1/documents?createdFrom=2026-02-01T00:00:00Z&createdTo=2026-01-01T00:00:00Z");
    expect(range.json().error.details.fieldErrors.createdTo).toBe(API_V1_MESSAGES.rangeInvalid);
  });
});
