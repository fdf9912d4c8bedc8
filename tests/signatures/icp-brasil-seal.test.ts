import { createHash, X509Certificate } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesOf, children, OID, oidOf } from "../../src/server/modules/signatures/providers/builtin/asn1";
import {
  certificatePolicyOids,
  isIcpBrasil,
  PADES_AD_RB,
  PADES_AD_RT,
} from "../../src/server/modules/signatures/providers/builtin/icp-brasil";
import { type FakeTsa, startFakeTsa } from "../fakes/tsa";
import { poppler } from "../pdf/poppler";
import { type TestChain, threeLevelChain } from "./chain";
import { cmsCertificateSubjects, opensslVerify, signerInfoOf } from "./cms";
import { sealSample } from "./sample-pdf";

/** ICP-Brasil PAdES (DOC-ICP-15.03, decision 0033): AD-RB, AD-RT with a TSA; read back from the sealed PDF. */
let tsa: FakeTsa;
const icp = threeLevelChain({ icpBrasil: true });
const other = threeLevelChain({ icpBrasil: false });
const der = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

beforeAll(async () => {
  tsa = await startFakeTsa();
});
afterAll(() => tsa.close());

const seal = (chain: TestChain, withTsa: boolean) => sealSample(chain.seal, withTsa ? tsa.url : undefined);

/** The signature-policy-identifier attribute read back: policy OID, hash algorithm and value, and the spuri. */
function policyOf(pdf: Buffer) {
  const attr = signerInfoOf(pdf).signed.find((a) => a.oid === OID.sigPolicyId);
  if (!attr) return null;
  const [policyId, hash, qualifiers] = children(attr.values[0]);
  const [alg, value] = children(hash);
  const [qualifier] = children(qualifiers);
  const [qualifierId, uri] = children(qualifier);
  return {
    oid: oidOf(policyId),
    hashAlgorithm: oidOf(children(alg)[0]),
    hashAlgorithmParams: children(alg).length - 1,
    hash: bytesOf(value).toString("hex"),
    qualifier: oidOf(qualifierId),
    uri: String(uri?.value),
  };
}

/** The certificate hash that signing-certificate-v2 names (ESSCertIDv2, SHA-256 by default). */
function signingCertificateHash(pdf: Buffer): string {
  const attr = signerInfoOf(pdf).signed.find((a) => a.oid === OID.signingCertificateV2);
  const essCertId = children(children(children(attr?.values[0])[0])[0]);
  return bytesOf(essCertId[0]).toString("hex");
}

describe("ICP-Brasil PAdES seal", () => {
  it("recognises an ICP-Brasil certificate by its policy OIDs (2.16.76.1…) or its chain's ICP-Brasil root", () => {
    expect(certificatePolicyOids(der(icp.seal.certPem))).toEqual(["2.16.76.1.2.1.51"]);
    expect(isIcpBrasil(der(icp.seal.certPem), [])).toBe(true);
    expect(isIcpBrasil(der(other.seal.certPem), other.seal.chainPem.map(der))).toBe(false);
    expect(isIcpBrasil(der(other.seal.certPem), [der(icp.rootPem)])).toBe(true);
  });

  it("without a TSA: AD-RB v1.3 (policy OID, its signPolicyHash, spuri), signing-certificate-v2, full chain; pdfsig valid", async () => {
    const { bytes, policy, timestamp } = await seal(icp, false);
    expect(timestamp).toBeNull();
    expect(policy).toEqual(PADES_AD_RB);
    expect(poppler("pdfsig", bytes)).toContain("Signature is Valid.");
    expect(opensslVerify(bytes, icp.rootPem)).toContain("CMS Verification successful");
    expect(policyOf(bytes)).toEqual({
      oid: "2.16.76.1.7.1.11.1.3",
      hashAlgorithm: OID.sha256,
      hashAlgorithmParams: 0,
      hash: "23e4be4b9b362172e4ebb0e72b86a133ece5aad843d8651c6e38a0ba3f08fc60",
      qualifier: "1.2.840.113549.1.9.16.5.1",
      uri: "http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_3.der",
    });
    const { signed, unsigned } = signerInfoOf(bytes);
    expect(signed.map((a) => a.oid).sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2, OID.sigPolicyId].sort(),
    );
    expect(signed.map((a) => a.oid)).not.toContain("1.2.840.113549.1.9.5"); // no signing-time in PAdES
    expect(unsigned).toEqual([]);
    expect(signingCertificateHash(bytes)).toBe(createHash("sha256").update(der(icp.seal.certPem)).digest("hex"));
    expect(cmsCertificateSubjects(bytes)).toHaveLength(3);
  });

  it("with a TSA: AD-RT v1.3 and the signature time-stamp; TSA down: signed again as AD-RB, never AD-RT without a token", async () => {
    tsa.mode = "grant";
    const stamped = await seal(icp, true);
    expect(stamped.policy).toEqual(PADES_AD_RT);
    expect(policyOf(stamped.bytes)).toMatchObject({
      oid: "2.16.76.1.7.1.12.1.3",
      hash: "21d6e8d9f85e5626dc71307337a7cabd6ffef8d085038746775cf0ce6ba4d3b5",
      uri: "http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RT_v1_3.der",
    });
    expect(signerInfoOf(stamped.bytes).unsigned.map((a) => a.oid)).toEqual([OID.signatureTimeStampToken]);
    expect(poppler("pdfsig", stamped.bytes)).toContain("Signature is Valid.");

    tsa.mode = "http-503";
    const unstamped = await seal(icp, true);
    expect(unstamped.timestamp).toHaveProperty("error");
    expect(unstamped.policy).toEqual(PADES_AD_RB);
    expect(policyOf(unstamped.bytes)?.oid).toBe(PADES_AD_RB.oid);
    expect(signerInfoOf(unstamped.bytes).unsigned).toEqual([]);
    expect(poppler("pdfsig", unstamped.bytes)).toContain("Signature is Valid.");
    tsa.mode = "grant";
  });

  it("a certificate that is not ICP-Brasil declares no policy", async () => {
    const { bytes, policy } = await seal(other, false);
    expect(policy).toBeNull();
    expect(policyOf(bytes)).toBeNull();
    expect(poppler("pdfsig", bytes)).toContain("Signature is Valid.");
  });
});
