/** Where file blobs live: the database (default) or an S3-compatible bucket (docs/decisions/0047). */
export type StorageConfig = { kind: "database" } | ({ kind: "s3" } & S3Settings);

export interface S3Settings {
  /** S3_ENDPOINT: e.g. https://s3.sa-east-1.amazonaws.com, http://minio:9000, https://<id>.r2.cloudflarestorage.com. */
  endpoint: string;
  bucket: string;
  /** S3_REGION ("auto" for R2); part of the signature. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: https://host/bucket/key instead of https://bucket.host/key (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** S3_PRESIGNED_DOWNLOADS: /api/files/{id} redirects to a short-lived signed URL instead of streaming. */
  presignedDownloads: boolean;
  /** S3_PRESIGN_SECONDS: how long a signed download URL lives (60–3600 s, 300 by default). */
  presignSeconds: number;
}

type Env = Record<string, string | undefined>;

const flag = (v: string | undefined) => v === "1" || v?.toLowerCase() === "true";

/** Reads STORAGE and S3_*; STORAGE unset (or "database") keeps files in the database as before. */
export function storageConfigFrom(env: Env): StorageConfig {
  const kind = (env.STORAGE ?? "").trim().toLowerCase();
  if (kind === "" || kind === "database") return { kind: "database" };
  if (kind !== "s3") throw new Error(`STORAGE inválido: "${env.STORAGE}". Use database ou s3.`);
  const missing = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((k) => !env[k]);
  if (missing.length > 0) throw new Error(`STORAGE=s3 exige ${missing.join(", ")}.`);
  const region = env.S3_REGION || "us-east-1";
  const seconds = Number(env.S3_PRESIGN_SECONDS ?? 300);
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 3600) {
    throw new Error("S3_PRESIGN_SECONDS deve ser um número inteiro entre 60 e 3600.");
  }
  return {
    kind: "s3",
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ""),
    bucket: env.S3_BUCKET as string,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    presignedDownloads: flag(env.S3_PRESIGNED_DOWNLOADS),
    presignSeconds: seconds,
  };
}
