import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../src/server/db/tables/files";
import { migrateFilesToS3 } from "../../src/server/modules/files/migrate-to-s3";
import { databaseFileStorage, s3FileStorage } from "../../src/server/modules/files/plugin";
import { objectKey } from "../../src/server/modules/files/s3-file-storage";
import { createS3ObjectStore, type S3ObjectStore } from "../../src/server/platform/storage/s3-object-store";
import { createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { startS3Server, type TestS3 } from "../helpers/s3-server";

/** npm run storage:migrate: database → bucket, verified, idempotent, resumable (docs/decisions/0047). */
let ctx: TestContext;
let s3: TestS3;
let store: S3ObjectStore;
let userId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext(); // STORAGE unset: files go to the database, as before the move
  store = createS3ObjectStore(s3.config);
  ({ userId } = await createSignedInUser(ctx, "super_admin"));
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function filesInDatabase(n: number, tag: string) {
  const files = [];
  for (let i = 0; i < n; i++) {
    const data = Buffer.from(`${tag} arquivo ${i} `.repeat(100 + i));
    const file = await databaseFileStorage(ctx.db).put({
      data,
      contentType: "text/plain",
      corporateAccountId: null,
      userId,
    });
    files.push({ id: file.id, data });
  }
  return files;
}

/** A bucket connection that drops after `okPuts` uploads (the network, or the process, going away). */
const droppingAfter = (okPuts: number): S3ObjectStore => {
  let puts = 0;
  return {
    ...store,
    async put(key, data, contentType) {
      if (++puts > okPuts) throw new Error("conexão perdida");
      return store.put(key, data, contentType);
    },
  };
};

describe("storage:migrate", () => {
  it("copies every file with its checksum, and a second run copies none", async () => {
    const files = await filesInDatabase(4, "a");
    const first = await migrateFilesToS3(ctx.db, store, { prune: false });
    expect(first).toMatchObject({ total: 4, copied: 4, alreadyThere: 0, pruned: 0, failed: [] });
    for (const f of files) {
      expect(await store.head(objectKey(f.id))).toMatchObject({ byteSize: f.data.byteLength, sha256: sha(f.data) });
    }
    const second = await migrateFilesToS3(ctx.db, store, { prune: false });
    expect(second).toMatchObject({ total: 4, copied: 0, alreadyThere: 4, failed: [] });
  });

  it("resumes after an interrupted run, sending only what was missing", async () => {
    const files = await filesInDatabase(3, "b");
    const cut = await migrateFilesToS3(ctx.db, droppingAfter(1), { prune: false });
    expect(cut.copied).toBe(1);
    expect(cut.failed).toHaveLength(2);
    expect(cut.failed[0]?.reason).toBe("conexão perdida");
    const resumed = await migrateFilesToS3(ctx.db, store, { prune: false });
    // 4 from the first test and the 1 of the cut run were already there.
    expect(resumed).toMatchObject({ total: 7, copied: 2, alreadyThere: 5, failed: [] });
    for (const f of files) expect((await store.head(objectKey(f.id)))?.sha256).toBe(sha(f.data));
  });

  it("with --prune empties the verified rows, after which STORAGE=s3 serves the files from the bucket", async () => {
    const files = await filesInDatabase(2, "c");
    const pruned = await migrateFilesToS3(ctx.db, store, { prune: true });
    expect(pruned).toMatchObject({ total: 9, copied: 2, alreadyThere: 7, pruned: 9, failed: [] });
    const left = await ctx.db
      .select({ bytes: sql<number>`octet_length(${storedFiles.data})`.mapWith(Number) })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    expect(left.map((r) => r.bytes)).toEqual([0, 0]);
    const s3Storage = s3FileStorage(ctx.db, store, { presign: false, seconds: 300 });
    for (const f of files) expect((await s3Storage.get(f.id))?.data.equals(f.data)).toBe(true);
    expect(await migrateFilesToS3(ctx.db, store, { prune: true })).toMatchObject({ total: 0, copied: 0 });
  });
});
