import { X509Certificate } from "node:crypto";
import { type Asn1, bytesOf, CONTEXT, children, ia5, OID, octets, oid, oidOf, parse, seq, set } from "./asn1";

/**
 * ICP-Brasil signature policies for PAdES (DOC-ICP-15.03; docs/decisions/0033). A seal made with an
 * ICP-Brasil certificate declares the policy it follows in the signed attribute
 * signature-policy-identifier (id-aa-ets-sigPolicyId): AD-RB, or AD-RT when the seal gets an RFC 3161
 * time-stamp. `hashSha256Hex` is the policy's own signPolicyHash (the third field of the
 * SignaturePolicy structure inside the policy file: DOC-ICP-15.03 note 2), not the SHA-256 of the file
 * that the list of approved policies (LPA_PAdES.der) gives — VALIDAR refuses that one.
 */
export interface SignaturePolicy {
  name: string;
  oid: string;
  hashSha256Hex: string;
  uri: string;
}

/** PA_PAdES_AD_RB_v1_3 (IN ITI 34/2025, in force since 2025-07-23). */
export const PADES_AD_RB: SignaturePolicy = {
  name: "PA_PAdES_AD_RB_v1_3",
  oid: "2.16.76.1.7.1.11.1.3",
  hashSha256Hex: "23e4be4b9b362172e4ebb0e72b86a133ece5aad843d8651c6e38a0ba3f08fc60",
  uri: "http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_3.der",
};

/** PA_PAdES_AD_RT_v1_3 (same instrument): AD-RB plus the signature time-stamp. */
export const PADES_AD_RT: SignaturePolicy = {
  name: "PA_PAdES_AD_RT_v1_3",
  oid: "2.16.76.1.7.1.12.1.3",
  hashSha256Hex: "21d6e8d9f85e5626dc71307337a7cabd6ffef8d085038746775cf0ce6ba4d3b5",
  uri: "http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RT_v1_3.der",
};

/** ICP-Brasil's OID arc: certificate policies of its CAs live under it (2.16.76.1.2.x for end users). */
const ICP_BRASIL_ARC = "2.16.76.1.";

/** The policy OIDs of a certificate's certificatePolicies extension ([] when it has none). */
export function certificatePolicyOids(certDer: Buffer): string[] {
  const tbs = children(children(parse(certDer))[0]);
  const extensions = tbs.find((n) => n.tagClass === CONTEXT && n.type === 3);
  for (const ext of children(children(extensions)[0])) {
    const [id, ...rest] = children(ext);
    if (oidOf(id) !== OID.certificatePolicies) continue;
    const value = rest[rest.length - 1];
    return children(parse(bytesOf(value))).map((info) => oidOf(children(info)[0]));
  }
  return [];
}

/**
 * Whether a seal certificate is ICP-Brasil's: its certificate policies are under 2.16.76.1, or the chain
 * it came with ends in a self-signed CA of the organisation "ICP-Brasil". A name check, not a trust
 * decision: validators check the chain against the real roots; this only chooses what the seal declares.
 */
export function isIcpBrasil(certDer: Buffer, chainDer: Buffer[]): boolean {
  if (certificatePolicyOids(certDer).some((id) => id.startsWith(ICP_BRASIL_ARC))) return true;
  return chainDer.some((d) => {
    const c = new X509Certificate(d);
    return c.subject === c.issuer && c.subject.split("\n").includes("O=ICP-Brasil");
  });
}

/**
 * The signed attribute signature-policy-identifier (RFC 5126 §5.8.1): SignaturePolicyId with the
 * policy OID, its hash (SHA-256; AlgorithmIdentifier without parameters, DOC-ICP-15.03 annex 1 note 3)
 * and one qualifier, the policy's URI (spuri).
 */
export function signaturePolicyAttribute(policy: SignaturePolicy): Asn1 {
  const hash = seq([seq([oid(OID.sha256)]), octets(Buffer.from(policy.hashSha256Hex, "hex"))]);
  const qualifiers = seq([seq([oid(OID.spuri), ia5(policy.uri)])]);
  return seq([oid(OID.sigPolicyId), set([seq([oid(policy.oid), hash, qualifiers])])]);
}
