import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../src/server/db/tables/files";
import type { FileStorage } from "../../src/server/platform/storage/file-storage";
import { readAll } from "../../src/server/platform/storage/verified-stream";
import { api, createCorporateAccount, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { testPng } from "../helpers/branding";
import { bigFile, startS3Server, type TestS3 } from "../helpers/s3-server";

/**
 * The storage contract (docs/decisions/0047): the same behaviour from the database store (the default)
 * and the S3 store (s3rver in this process), through the port and through GET /api/files/{id}.
 */
// The database store takes a smaller "big" file: a bytea is written in one statement (PGlite takes
// seconds per 10 MiB); the S3 one gets 20 MiB, more than two upload parts.
const stores = [
  { name: "database", s3: false, mib: 3 },
  { name: "S3 (s3rver)", s3: true, mib: 20 },
] as const;

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(stores)("storage contract: $name", ({ s3, mib }) => {
  let ctx: TestContext;
  let server: TestS3 | undefined;
  let storage: FileStorage;
  let accountId: string;
  let userId: string;

  beforeAll(async () => {
    server = s3 ? await startS3Server() : undefined;
    ctx = await createTestContext(server ? { storage: server.config } : {});
    storage = ctx.deps.storage;
    accountId = await createCorporateAccount(ctx.db);
    ({ userId } = await createSignedInUser(ctx, "corporate_admin", { accountId }));
  });
  afterAll(async () => {
    await ctx.close();
    await server?.close();
  });

  it("gives back the bytes, type, size and owner it was given", async () => {
    const data = testPng();
    const put = await storage.put({ data, contentType: "image/png", corporateAccountId: accountId, userId });
    expect(put).toMatchObject({ contentType: "image/png", byteSize: data.byteLength, corporateAccountId: accountId });
    const got = await storage.get(put.id);
    expect(got?.data.equals(data)).toBe(true);
    expect(got).toMatchObject({ id: put.id, contentType: "image/png", byteSize: data.byteLength });
    const opened = await storage.open(put.id);
    expect(opened && (await readAll(opened.body)).equals(data)).toBe(true);
    // The row tenant checks join exists with either store.
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, put.id));
    expect(row?.corporateAccountId).toBe(accountId);
  });

  it("stores a big stream and reads it back unchanged", async () => {
    const put = await storage.putStream({
      body: bigFile(mib),
      contentType: "application/pdf",
      corporateAccountId: null,
      userId,
    });
    expect(put.byteSize).toBe(mib * 1024 * 1024);
    const opened = await storage.open(put.id);
    if (!opened) throw new Error("stored file not found");
    expect(opened.contentType).toBe("application/pdf");
    const data = await readAll(opened.body);
    expect(sha(data)).toBe(sha(await readAll(bigFile(mib))));
  });

  it("answers null for a file that does not exist or was removed", async () => {
    const put = await storage.put({
      data: Buffer.from("x"),
      contentType: "text/plain",
      corporateAccountId: null,
      userId,
    });
    await storage.remove(put.id);
    expect(await storage.get(put.id)).toBeNull();
    expect(await storage.open(put.id)).toBeNull();
    expect(await storage.open("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await storage.downloadUrl(put.id)).toBeNull();
  });

  it("serves an uploaded image at /api/files/{id} with its type and length, and 404 for an unknown id", async () => {
    const { cookie } = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const png = testPng([200, 10, 10, 255]);
    const up = await api(ctx, {
      method: "POST",
      url: "/api/files/images",
      cookie,
      headers: { "content-type": "application/octet-stream" },
      payload: png,
    });
    expect(up.statusCode).toBe(201);
    const res = await api(ctx, { method: "GET", url: up.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(Number(res.headers["content-length"])).toBe(png.byteLength);
    expect(res.rawPayload.equals(png)).toBe(true);
    const missing = await api(ctx, { method: "GET", url: "/api/files/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Arquivo não encontrado.");
  });
});
