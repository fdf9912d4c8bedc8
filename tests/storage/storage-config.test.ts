import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/platform/config";

/** STORAGE and S3_* as an operator sets them (docs/decisions/0047). */
const base = { NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), ENCRYPTION_KEY: "y".repeat(32) };
const s3 = { ...base, STORAGE: "s3", S3_BUCKET: "minuta", S3_ACCESS_KEY_ID: "chave", S3_SECRET_ACCESS_KEY: "segredo" };

describe("storage configuration", () => {
  it("keeps files in the database when STORAGE is unset or database", () => {
    expect(loadConfig(base).storage).toEqual({ kind: "database" });
    expect(loadConfig({ ...base, STORAGE: "database" }).storage).toEqual({ kind: "database" });
  });

  it("reads an S3 bucket with AWS defaults, or a path-style endpoint with presigned downloads", () => {
    expect(loadConfig({ ...s3, S3_REGION: "sa-east-1" }).storage).toEqual({
      kind: "s3",
      endpoint: "https://s3.sa-east-1.amazonaws.com",
      bucket: "minuta",
      region: "sa-east-1",
      accessKeyId: "chave",
      secretAccessKey: "segredo",
      forcePathStyle: false,
      presignedDownloads: false,
      presignSeconds: 300,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: "http://minio:9000/",
      S3_FORCE_PATH_STYLE: "1",
      S3_PRESIGNED_DOWNLOADS: "true",
      S3_PRESIGN_SECONDS: "120",
    }).storage;
    expect(minio).toMatchObject({
      endpoint: "http://minio:9000",
      region: "us-east-1",
      forcePathStyle: true,
      presignedDownloads: true,
      presignSeconds: 120,
    });
  });

  it("refuses to start with a wrong STORAGE, missing S3 settings or a presign life out of bounds", () => {
    expect(() => loadConfig({ ...base, STORAGE: "disco" })).toThrow('STORAGE inválido: "disco". Use database ou s3.');
    expect(() => loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "b" })).toThrow(
      "STORAGE=s3 exige S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.",
    );
    expect(() => loadConfig({ ...s3, S3_PRESIGN_SECONDS: "86400" })).toThrow(/entre 60 e 3600/);
  });
});
