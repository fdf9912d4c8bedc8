import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseFileStorage, s3FileStorage } from "../../src/server/modules/files/plugin";
import { objectKey } from "../../src/server/modules/files/s3-file-storage";
import { createS3ObjectStore } from "../../src/server/platform/storage/s3-object-store";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { testPng } from "../helpers/branding";
import { bigFile, startS3Server, type TestS3 } from "../helpers/s3-server";

/** What only the S3 store does: checksums, multipart, presigned downloads, files not migrated yet. */
let ctx: TestContext;
let s3: TestS3;
let userId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext({ storage: s3.config });
  ({ userId } = await createSignedInUser(ctx, "super_admin"));
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});
afterEach(() => vi.restoreAllMocks());

const store = () => createS3ObjectStore(s3.config);
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");
// Served by GET /api/files/{id} as an image upload or a logo is (decision 0006).
const newFile = (data: Buffer, contentType = "image/png") => ({
  data,
  contentType,
  corporateAccountId: null,
  userId,
  publicById: true,
});

describe("S3 file storage", () => {
  it("records the content type and the SHA-256 on the object", async () => {
    const data = testPng();
    const file = await ctx.deps.storage.put(newFile(data));
    expect(await store().head(objectKey(file.id))).toEqual({
      byteSize: data.byteLength,
      contentType: "image/png",
      sha256: sha(data),
    });
  });

  it("fails a read whose bytes no longer match the SHA-256 recorded at upload", async () => {
    const data = Buffer.from("conteúdo original do arquivo");
    const file = await ctx.deps.storage.put(newFile(data, "text/plain"));
    // Someone rewrites the object behind the app, keeping its recorded hash.
    const tampered = Buffer.from(data).fill(0x41, 0, 4);
    const client = new AwsClient({
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      service: "s3",
      region: "us-east-1",
    });
    const res = await client.fetch(`${s3.config.endpoint}/${s3.config.bucket}/${objectKey(file.id)}`, {
      method: "PUT",
      body: tampered,
      headers: { "Content-Type": "text/plain", "X-Amz-Meta-Sha256": sha(data) },
    });
    expect(res.ok).toBe(true);
    // Over HTTP the answer is cut at its end: a client never receives the changed file as complete.
    const download = await api(ctx, { method: "GET", url: `/api/files/${file.id}` }).then(
      (res) => ({ complete: res.rawPayload.equals(tampered) }),
      () => ({ complete: false }),
    );
    expect(download.complete).toBe(false);
    await expect(ctx.deps.storage.get(file.id)).rejects.toThrow(/SHA-256 não confere/);
  });

  it("uploads a big stream in parts while it is still being read (never the whole file in memory)", async () => {
    const events: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("partNumber=")) events.push(`part ${new URL(url).searchParams.get("partNumber")}`);
      return realFetch(input, init);
    });
    const file = await ctx.deps.storage.putStream({
      body: bigFile(20, (n) => events.push(`chunk ${n}`)),
      contentType: "application/pdf",
      corporateAccountId: null,
      userId,
    });
    // Part 1 (8 MiB) left before the 9th MiB was read; 20 MiB went in 3 parts.
    expect(events.indexOf("part 1")).toBeLessThan(events.indexOf("chunk 8"));
    expect(events.filter((e) => e.startsWith("part"))).toEqual(["part 1", "part 2", "part 3"]);
    const head = await store().head(objectKey(file.id));
    expect(head).toMatchObject({ byteSize: 20 * 1024 * 1024, contentType: "application/pdf" });
    expect(head?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("redirects a download to a short-lived signed URL when opted in", async () => {
    const presigning = await createTestContext({ storage: { ...s3.config, presignedDownloads: true } });
    try {
      const png = testPng([0, 120, 0, 255]);
      const owner = await createSignedInUser(presigning, "super_admin");
      const file = await presigning.deps.storage.put({ ...newFile(png), userId: owner.userId });
      const res = await api(presigning, { method: "GET", url: `/api/files/${file.id}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers["cache-control"]).toBe("no-store");
      const location = new URL(String(res.headers.location));
      expect(location.searchParams.get("X-Amz-Expires")).toBe("300");
      const signed = await fetch(location);
      expect(signed.status).toBe(200);
      expect(Buffer.from(await signed.arrayBuffer()).equals(png)).toBe(true);
      // A SigV4 query signature for this bucket's key and region (s3rver checks the key id, not the HMAC).
      expect(location.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
      expect(location.searchParams.get("X-Amz-Credential")).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
      expect(location.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await presigning.close();
    }
  });

  it("serves a file still held by its database row (uploaded before STORAGE=s3), through the app", async () => {
    const png = testPng([0, 0, 120, 255]);
    const old = await databaseFileStorage(ctx.db).put(newFile(png));
    const storage = s3FileStorage(ctx.db, store(), { presign: true, seconds: 300 });
    expect((await storage.get(old.id))?.data.equals(png)).toBe(true);
    const res = await api(ctx, { method: "GET", url: `/api/files/${old.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});
