import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import {
  type Asn1,
  bytesOf,
  children,
  der,
  OID,
  parse,
} from "../../src/server/modules/signatures/providers/builtin/asn1";
import { generateSealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";
import { sealSignatureRequest } from "../../src/server/modules/signatures/providers/builtin/seal-request";
import { buildSignedPdf } from "../../src/server/modules/signatures/providers/builtin/signed-pdf";
import { readTstInfo, tsaTimestamper } from "../../src/server/modules/signatures/providers/builtin/timestamp";
import { OUTBOUND_BLOCKED_MESSAGE } from "../../src/server/platform/outbound/outbound-policy";
import { type FakeTsa, startFakeTsa } from "../fakes/tsa";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { poppler } from "../pdf/poppler";
import { signerInfoOf } from "./cms";
import { sampleSigner, threePagePdf } from "./sample-pdf";
import { signedBuiltinRequest } from "./support";

/** RFC 3161 time-stamps of the built-in seal (PAdES-B-T) against a fake TSA that signs real tokens. */
let tsa: FakeTsa;
let ctx: TestContext;
const cert = generateSealCertificate();

beforeAll(async () => {
  tsa = await startFakeTsa();
  ctx = await createTestContext({ tsaUrl: tsa.url, outboundAllowPrivate: true });
});
afterAll(async () => {
  await ctx.close();
  await tsa.close();
});

async function seal(opts: { allowPrivate: boolean }) {
  const timestamper = tsaTimestamper({
    url: tsa.url,
    timeoutMs: 5_000,
    allowPrivate: opts.allowPrivate,
    retryDelaysMs: [10],
  });
  const input = {
    requestId: "11111111-2222-3333-4444-555555555555",
    documentTitle: "Contrato",
    original: await threePagePdf(),
    signers: [sampleSigner()],
    sandbox: false,
    completedAt: new Date("2026-11-25T10:03:00Z"),
  };
  return buildSignedPdf(input, cert, timestamper);
}

/** The nonce of a DER TimeStampReq, and its certReq flag. */
function requestFields(body: Buffer) {
  const fields = children(parse(body));
  return { nonce: bytesOf(fields[2]), certReq: bytesOf(fields[3]).equals(Buffer.from([0xff])) };
}

describe("RFC 3161 time-stamp of the seal (PAdES-B-T)", () => {
  it("adds the TSA token as id-aa-signatureTimeStampToken over the signature value; pdfsig still validates", async () => {
    tsa.mode = "grant";
    const before = tsa.requests.length;
    const { bytes, timestamp } = await seal({ allowPrivate: true });
    expect(poppler("pdfsig", bytes)).toContain("Signature is Valid.");
    expect(timestamp && "genTime" in timestamp).toBe(true);

    const query = tsa.requests[before];
    expect(tsa.requests.length).toBe(before + 1);
    expect(query?.contentType).toBe("application/timestamp-query");
    const sent = requestFields(query?.body ?? Buffer.alloc(0));
    expect(sent.certReq).toBe(true);

    const { signatureValue, unsigned } = signerInfoOf(bytes);
    expect(unsigned.map((a) => a.oid)).toEqual([OID.signatureTimeStampToken]);
    const info = readTstInfo(der(unsigned[0]?.values[0] as Asn1));
    expect(info.hashAlgorithm).toBe(OID.sha256);
    expect(info.hashedMessage.toString("hex")).toBe(createHash("sha256").update(signatureValue).digest("hex"));
    expect(info.nonce?.toString("hex")).toBe(sent.nonce.toString("hex"));
    expect(timestamp).toEqual({ genTime: info.genTime });
  });

  it("a TSA that keeps failing: retried, then sealed without time-stamp and the reason given", async () => {
    tsa.mode = "http-503";
    const before = tsa.requests.length;
    const { bytes, timestamp } = await seal({ allowPrivate: true });
    expect(tsa.requests.length - before).toBe(3);
    expect(poppler("pdfsig", bytes)).toContain("Signature is Valid.");
    expect(signerInfoOf(bytes).unsigned).toEqual([]);
    expect(timestamp).toEqual({ error: "Carimbo do tempo indisponível: TSA respondeu HTTP 503" });

    tsa.mode = "reject";
    const rejected = await seal({ allowPrivate: true });
    expect(rejected.timestamp).toEqual({
      error: "Carimbo do tempo indisponível: TSA recusou o pedido (status rejection)",
    });
    expect(poppler("pdfsig", rejected.bytes)).toContain("Signature is Valid.");
  });

  it("goes through the outbound policy: a TSA on a private address is refused unless allowed", async () => {
    tsa.mode = "grant";
    const before = tsa.requests.length;
    const { bytes, timestamp } = await seal({ allowPrivate: false });
    expect(tsa.requests.length).toBe(before);
    expect(timestamp).toEqual({ error: `Carimbo do tempo indisponível: ${OUTBOUND_BLOCKED_MESSAGE}` });
    expect(poppler("pdfsig", bytes)).toContain("Signature is Valid.");
  });
});

describe("sealing a request with TSA_URL set records the time-stamp on the request", () => {
  const signedRequest = async () => signedBuiltinRequest(ctx, await threePagePdf());
  const detail = async (r: { documentId: string; cookie: string }) =>
    (
      await api(ctx, { method: "GET", url: `/api/documents/${r.documentId}/signature-request`, cookie: r.cookie })
    ).json();
  const requestRow = async (id: string) =>
    (await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, id)))[0];

  it("granted: completed with the TSA's time; TSA down: completed all the same, the reason recorded", async () => {
    tsa.mode = "grant";
    const ok = await signedRequest();
    await sealSignatureRequest(ctx.deps, ok.id);
    const stamped = await requestRow(ok.id);
    expect(stamped?.status).toBe("completed");
    expect(stamped?.timestampedAt).toBeInstanceOf(Date);
    expect(stamped?.timestampError).toBeNull();
    expect(await detail(ok)).toMatchObject({
      status: "completed",
      timestampedAt: stamped?.timestampedAt?.toISOString(),
    });
    const file = await ctx.deps.storage.get(stamped?.signedFileId ?? "");
    expect(signerInfoOf(file!.data).unsigned.map((a) => a.oid)).toEqual([OID.signatureTimeStampToken]);

    tsa.mode = "http-503";
    const down = await signedRequest();
    await sealSignatureRequest(ctx.deps, down.id);
    const unstamped = await requestRow(down.id);
    expect(unstamped?.status).toBe("completed");
    expect(unstamped?.timestampedAt).toBeNull();
    expect(unstamped?.timestampError).toBe("Carimbo do tempo indisponível: TSA respondeu HTTP 503");
    expect(await detail(down)).toMatchObject({ status: "completed", timestampedAt: null });
    const plain = await ctx.deps.storage.get(unstamped?.signedFileId ?? "");
    expect(poppler("pdfsig", plain!.data)).toContain("Signature is Valid.");
  });
});
