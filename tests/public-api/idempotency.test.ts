import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_V1_MESSAGES } from "../../src/domain/public-api/api-v1";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { apiIdempotencyKeys } from "../../src/server/db/tables/public-api";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { apiWorld, VALID_VALUES, v1 } from "./support";

/** Issue 23: `Idempotency-Key` on every v1 POST — the work is done once, the first answer replayed. */
let w: Awaited<ReturnType<typeof apiWorld>>;

beforeAll(async () => {
  w = await apiWorld();
});
afterAll(() => w.ctx.close());

let n = 0;
const newKey = () => `chave-${Date.now()}-${n++}`;
const create = (idempotencyKey: string, values: Record<string, unknown> = VALID_VALUES, key = w.keyA.secret) =>
  v1(w.ctx, key, {
    method: "POST",
    url: "/api/v1/documents",
    headers: { "idempotency-key": idempotencyKey },
    payload: { templateId: w.templateA, values, status: "draft" },
  });
const documentCount = async () =>
  (await w.ctx.db.select({ id: generatedDocuments.id }).from(generatedDocuments)).length;

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer (status and body) and makes one document", async () => {
    const key = newKey();
    const before = await documentCount();
    const first = await create(key);
    const second = await create(key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await documentCount()).toBe(before + 1);
  });

  it("refuses the same key with another body with 422 in Portuguese, and does nothing", async () => {
    const key = newKey();
    await create(key);
    const before = await documentCount();
    const other = await create(key, { ...VALID_VALUES, nome: "Outro" });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toEqual({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: API_V1_MESSAGES.idempotencyMismatch,
    });
    expect(await documentCount()).toBe(before);
  });

  it("does the work once under two concurrent requests with the same key", async () => {
    const key = newKey();
    const before = await documentCount();
    const [a, b] = await Promise.all([create(key), create(key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await documentCount()).toBe(before + 1);
  });

  it("keeps each account's keys apart, and works without a key as before", async () => {
    const key = newKey();
    const mine = await create(key);
    const theirs = await v1(w.ctx, w.keyB.secret, {
      method: "POST",
      url: "/api/v1/documents",
      headers: { "idempotency-key": key },
      payload: { templateId: w.templateB, values: VALID_VALUES, status: "draft" },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const before = await documentCount();
    await v1(w.ctx, w.keyA.secret, {
      method: "POST",
      url: "/api/v1/documents",
      payload: { templateId: w.templateA, values: VALID_VALUES, status: "draft" },
    });
    await v1(w.ctx, w.keyA.secret, {
      method: "POST",
      url: "/api/v1/documents",
      payload: { templateId: w.templateA, values: VALID_VALUES, status: "draft" },
    });
    expect(await documentCount()).toBe(before + 2);
  });

  it("replays an error answer too, and a key older than 24 h is free again", async () => {
    const key = newKey();
    const refused = await create(key, { nome: "X", cpf: "111.111.111-11" });
    expect(refused.statusCode).toBe(400);
    // A validation failure inside the operation is an answer like any other: replayed as it was.
    expect((await create(key, { nome: "X", cpf: "111.111.111-11" })).json()).toEqual(refused.json());
    await w.ctx.db
      .update(apiIdempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(apiIdempotencyKeys.idempotencyKey, key));
    const before = await documentCount();
    const fresh = await create(key, VALID_VALUES);
    expect(fresh.statusCode).toBe(201);
    expect(await documentCount()).toBe(before + 1);
  });

  it("makes one signature request for a repeated POST", async () => {
    const { id } = await w.createDocument(w.keyA.secret, "finalized");
    const key = newKey();
    const send = () =>
      v1(w.ctx, w.keyA.secret, {
        method: "POST",
        url: `/api/v1/documents/${id}/signature-requests`,
        headers: { "idempotency-key": key },
        payload: { recipients: [{ signer_name: "Rui", signer_email: "rui@exemplo.com.br", order_sequence: 1 }] },
      });
    const [first, second] = [await send(), await send()];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const rows = await w.ctx.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a malformed key with a Portuguese message", async () => {
    const res = await create("chave com espaço");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(API_V1_MESSAGES.idempotencyInvalid);
  });
});
