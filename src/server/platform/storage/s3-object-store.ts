import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "./storage-config";
import { verifiedStream } from "./verified-stream";

/** What the store says of an object before its bytes are read. */
export interface ObjectHead {
  byteSize: number;
  contentType: string;
  /** The SHA-256 (hex) recorded at upload (x-amz-meta-sha256), which reads are checked against. */
  sha256: string | null;
}

/** The few S3 operations the file storage needs, on one bucket (docs/decisions/0047). */
export interface S3ObjectStore {
  /** One PUT of a file in memory, its SHA-256 signed and sent so the store refuses a corrupted body. */
  put(key: string, data: Buffer, contentType: string): Promise<{ sha256: string }>;
  /** A stream of unknown length: one PUT when small, else a multipart upload holding one part in memory. */
  putStream(
    key: string,
    body: AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<{ byteSize: number; sha256: string }>;
  head(key: string): Promise<ObjectHead | null>;
  /** The object streamed; the stream fails at its end when the bytes do not match the recorded SHA-256. */
  get(key: string): Promise<(ObjectHead & { body: Readable }) | null>;
  remove(key: string): Promise<void>;
  /** A GET URL signed for `seconds` (the bucket itself stays private). */
  presign(key: string, seconds: number): Promise<string>;
}

/** S3's smallest part is 5 MiB; 8 MiB parts bound the memory of an upload of any size. */
export const PART_BYTES = 8 * 1024 * 1024;

const sha256 = (data: Uint8Array) => createHash("sha256").update(data);

/** A Buffer is a Uint8Array fetch sends as is; only TypeScript's DOM types want an ArrayBuffer-backed view. */
const bodyOf = (data: Buffer) => data as unknown as Uint8Array<ArrayBuffer>;

class S3Error extends Error {
  constructor(operation: string, status: number, body: string) {
    const code = body.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? "";
    super(`S3 ${operation}: ${status} ${code}`.trim());
  }
}

async function ok(res: Response, operation: string): Promise<Response> {
  if (!res.ok) throw new S3Error(operation, res.status, await res.text().catch(() => ""));
  return res;
}

export function createS3ObjectStore(settings: S3Settings): S3ObjectStore {
  // Retries only for requests whose body can be sent again (aws4fetch retries 5xx and 429).
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    retries: 3,
  });
  const base = new URL(settings.endpoint);
  const objectUrl = (key: string, query = "") => {
    const path = key.split("/").map(encodeURIComponent).join("/");
    const url = settings.forcePathStyle
      ? `${base.origin}${base.pathname.replace(/\/$/, "")}/${settings.bucket}/${path}`
      : `${base.protocol}//${settings.bucket}.${base.host}/${path}`;
    return query ? `${url}?${query}` : url;
  };

  async function putBuffer(key: string, data: Buffer, contentType: string) {
    const digest = sha256(data);
    const hex = digest.copy().digest("hex");
    const res = await client.fetch(objectUrl(key), {
      method: "PUT",
      body: bodyOf(data),
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(data.byteLength),
        // Signed payload hash: the store refuses a body that does not match it.
        "X-Amz-Content-Sha256": hex,
        // Stored full-object checksum (AWS, R2, MinIO verify it and return it on reads).
        "X-Amz-Checksum-Sha256": digest.digest("base64"),
        "X-Amz-Meta-Sha256": hex,
      },
    });
    await ok(res, `PUT ${key}`);
    return { sha256: hex };
  }

  async function multipart(key: string, first: Buffer, rest: AsyncIterator<Uint8Array>, contentType: string) {
    const created = await ok(
      await client.fetch(objectUrl(key, "uploads="), {
        method: "POST",
        headers: { "Content-Type": contentType, "X-Amz-Checksum-Algorithm": "SHA256" },
      }),
      `CreateMultipartUpload ${key}`,
    );
    const uploadId = (await created.text()).match(/<UploadId>([^<]+)<\/UploadId>/)?.[1];
    if (!uploadId) throw new Error(`S3 CreateMultipartUpload ${key}: sem UploadId`);
    const whole = createHash("sha256");
    const parts: string[] = [];
    let byteSize = 0;
    const sendPart = async (data: Buffer) => {
      const n = parts.length + 1;
      whole.update(data);
      byteSize += data.byteLength;
      const digest = sha256(data);
      const checksum = digest.copy().digest("base64");
      const res = await client.fetch(objectUrl(key, `partNumber=${n}&uploadId=${encodeURIComponent(uploadId)}`), {
        method: "PUT",
        body: bodyOf(data),
        headers: {
          "Content-Length": String(data.byteLength),
          "X-Amz-Content-Sha256": digest.digest("hex"),
          "X-Amz-Checksum-Sha256": checksum,
        },
      });
      const etag = (await ok(res, `UploadPart ${key}#${n}`)).headers.get("etag") ?? "";
      parts.push(
        `<Part><PartNumber>${n}</PartNumber><ETag>${etag}</ETag><ChecksumSHA256>${checksum}</ChecksumSHA256></Part>`,
      );
    };
    try {
      await sendPart(first);
      for await (const part of partsOf(rest)) await sendPart(part);
      const done = await ok(
        await client.fetch(objectUrl(key, `uploadId=${encodeURIComponent(uploadId)}`), {
          method: "POST",
          body: `<CompleteMultipartUpload>${parts.join("")}</CompleteMultipartUpload>`,
          headers: { "Content-Type": "application/xml" },
        }),
        `CompleteMultipartUpload ${key}`,
      );
      // S3 may answer 200 with an error in the body when completing.
      const text = await done.text();
      if (text.includes("<Error>")) throw new S3Error(`CompleteMultipartUpload ${key}`, 200, text);
    } catch (err) {
      await client
        .fetch(objectUrl(key, `uploadId=${encodeURIComponent(uploadId)}`), { method: "DELETE" })
        .catch(() => null);
      throw err;
    }
    const hex = whole.digest("hex");
    // The whole file's hash is known only at the end: a copy onto itself records it for reads.
    const copied = await client.fetch(objectUrl(key), {
      method: "PUT",
      headers: {
        "X-Amz-Copy-Source": `/${settings.bucket}/${key}`,
        "X-Amz-Metadata-Directive": "REPLACE",
        "Content-Type": contentType,
        "X-Amz-Meta-Sha256": hex,
      },
    });
    await ok(copied, `CopyObject ${key}`);
    return { byteSize, sha256: hex };
  }

  async function headOf(res: Response): Promise<ObjectHead> {
    return {
      byteSize: Number(res.headers.get("content-length") ?? 0),
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
      sha256: res.headers.get("x-amz-meta-sha256"),
    };
  }

  return {
    put: putBuffer,
    async putStream(key, body, contentType) {
      const iterator = body[Symbol.asyncIterator]();
      const first = await fillPart(iterator);
      if (first.done) {
        const { sha256: hex } = await putBuffer(key, first.data, contentType);
        return { byteSize: first.data.byteLength, sha256: hex };
      }
      return multipart(key, first.data, iterator, contentType);
    },
    async head(key) {
      const res = await client.fetch(objectUrl(key), { method: "HEAD" });
      if (res.status === 404) return null;
      return headOf(await ok(res, `HEAD ${key}`));
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: "GET" });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      await ok(res, `GET ${key}`);
      const head = await headOf(res);
      const raw = res.body ? Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) : Readable.from([]);
      return { ...head, body: verifiedStream(raw, head, key) };
    },
    async remove(key) {
      const res = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (res.status !== 404) await ok(res, `DELETE ${key}`);
    },
    async presign(key, seconds) {
      const url = new URL(objectUrl(key));
      url.searchParams.set("X-Amz-Expires", String(seconds));
      const signed = await client.sign(url.toString(), { method: "GET", aws: { signQuery: true } });
      return signed.url;
    },
  };
}

/** Reads up to one part from the stream; `done` when the stream ended before the part was full. */
async function fillPart(iterator: AsyncIterator<Uint8Array>): Promise<{ data: Buffer; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < PART_BYTES) {
    const next = await iterator.next();
    if (next.done) return { data: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return { data: Buffer.concat(chunks), done: false };
}

/** The rest of a stream cut in parts of at least PART_BYTES (the last one may be smaller). */
async function* partsOf(iterator: AsyncIterator<Uint8Array>): AsyncGenerator<Buffer> {
  for (;;) {
    const part = await fillPart(iterator);
    if (part.data.byteLength > 0) yield part.data;
    if (part.done) return;
  }
}
