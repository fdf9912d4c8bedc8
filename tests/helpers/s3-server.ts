import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { StorageConfig } from "../../src/server/platform/storage/storage-config";

export interface TestS3 {
  /** STORAGE=s3 pointed at the in-process server (path-style, its fixed test credentials). */
  config: Extract<StorageConfig, { kind: "s3" }>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process (s3rver 3.7.1, no Docker), on a random port and a fresh directory. */
export async function startS3Server(bucket = "minuta-test"): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), "minuta-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      kind: "s3",
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: "us-east-1",
      // s3rver's own credentials (it checks the key id; it does not recompute SigV4 signatures).
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      presignedDownloads: false,
      presignSeconds: 300,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** `mib` MiB in 1 MiB chunks made as they are read (`onChunk` sees each one leave). */
export async function* bigFile(mib: number, onChunk?: (n: number) => void): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < mib; i++) {
    onChunk?.(i);
    yield Buffer.alloc(1024 * 1024, i);
  }
}
