import forge from "node-forge";

/** Small DER builders and readers over node-forge's ASN.1 (the CMS of the seal and RFC 3161 messages). */
export const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;
const T = asn1.Type;
export const UNIVERSAL = asn1.Class.UNIVERSAL;
export const CONTEXT = asn1.Class.CONTEXT_SPECIFIC;

export const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  /** id-aa-signatureTimeStampToken (RFC 3161 appendix A): unsigned attribute of a SignerInfo. */
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
  /** id-ct-TSTInfo: the content a time-stamp token signs. */
  tstInfo: "1.2.840.113549.1.9.16.1.4",
  /** id-aa-ets-sigPolicyId (RFC 5126 §5.8.1): the signature-policy-identifier signed attribute. */
  sigPolicyId: "1.2.840.113549.1.9.16.2.15",
  /** id-spq-ets-uri: the policy qualifier holding where the policy document is published. */
  spuri: "1.2.840.113549.1.9.16.5.1",
  /** X.509 certificatePolicies extension. */
  certificatePolicies: "2.5.29.32",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
};

export const oid = (id: string) => asn1.create(UNIVERSAL, T.OID, false, asn1.oidToDer(id).getBytes());
export const seq = (items: Asn1[]) => asn1.create(UNIVERSAL, T.SEQUENCE, true, items);
export const set = (items: Asn1[]) => asn1.create(UNIVERSAL, T.SET, true, items);
export const octets = (bytes: Buffer) => asn1.create(UNIVERSAL, T.OCTETSTRING, false, bytes.toString("binary"));
export const int = (n: number) => asn1.create(UNIVERSAL, T.INTEGER, false, asn1.integerToDer(n).getBytes());
/** An INTEGER from its two's-complement bytes (a positive, minimal encoding is the caller's job). */
export const intBytes = (bytes: Buffer) => asn1.create(UNIVERSAL, T.INTEGER, false, bytes.toString("binary"));
export const ia5 = (text: string) => asn1.create(UNIVERSAL, T.IA5STRING, false, text);
export const bool = (b: boolean) => asn1.create(UNIVERSAL, T.BOOLEAN, false, b ? "\xff" : "\x00");
export const nul = () => asn1.create(UNIVERSAL, T.NULL, false, "");
export const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");
export const parse = (bytes: Buffer) => asn1.fromDer(bytes.toString("binary"));
export const algorithm = (id: string) => seq([oid(id), nul()]);

/** The children of a constructed node ([] for a primitive one). */
export const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);
/** The content bytes of a primitive node. */
export const bytesOf = (node: Asn1 | undefined): Buffer =>
  Buffer.from(typeof node?.value === "string" ? node.value : "", "binary");
export const isUniversal = (node: Asn1 | undefined, type: number) => node?.tagClass === UNIVERSAL && node.type === type;
export const oidOf = (node: Asn1 | undefined) =>
  isUniversal(node, T.OID) ? asn1.derToOid(forge.util.createBuffer(bytesOf(node).toString("binary"))) : "";
export const TYPE = T;
