import { createHash, sign as rsaSign, X509Certificate } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import type { PDFDocument } from "pdf-lib";
import { type Asn1, algorithm, asn1, CONTEXT, der, int, OID, octets, oid, parse, seq, set } from "./asn1";
import type { SealCertificate } from "./certificate";
import { isIcpBrasil, PADES_AD_RB, PADES_AD_RT, type SignaturePolicy, signaturePolicyAttribute } from "./icp-brasil";
import { TIMESTAMP_ROOM, type Timestamper } from "./timestamp";

/**
 * PAdES-B-B seal (ETSI EN 319 142-1), B-T with an RFC 3161 time-stamp (timestamp.ts): a detached
 * CAdES signature (SubFilter ETSI.CAdES.detached) whose signed attributes are content-type,
 * message-digest and signing-certificate-v2 — no signing-time attribute (the claimed time goes in the
 * signature dictionary's /M) — plus signature-policy-identifier with an ICP-Brasil certificate
 * (icp-brasil.ts, PAdES AD-RB / AD-RT). The certificate's whole chain goes in the CMS. The CMS is built here because the stock P12 signer writes signing-time
 * and no signing-certificate-v2.
 */
function pemToDer(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----(BEGIN|END)[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
}

/** Issuer Name and serial number of a certificate, as they are in its DER (never re-encoded). */
export function issuerAndSerial(certDer: Buffer): { issuer: Asn1; serial: Asn1 } {
  const tbs = (parse(certDer).value as Asn1[])[0];
  const fields = (tbs?.value ?? []) as Asn1[];
  const first = fields[0];
  const i = first && first.tagClass === CONTEXT ? 1 : 0; // [0] version present
  const serial = fields[i];
  const issuer = fields[i + 2];
  if (!serial || !issuer) throw new Error("certificado inválido");
  return { issuer, serial };
}

/** DER SET OF: members sorted by their encodings (X.690 §11.6). */
export function derSetOf(items: Asn1[]): Asn1 {
  const sorted = items.map((item) => ({ item, bytes: der(item) })).sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  return set(sorted.map((s) => s.item));
}

/** Whether the seal got its RFC 3161 time-stamp: null when no TSA is configured. */
export type TimestampOutcome = { genTime: Date } | { error: string } | null;

/** The signing-certificate-v2 attribute (RFC 5035) naming the signer's certificate. */
export function signingCertificateV2(certDer: Buffer): Asn1 {
  const { issuer, serial } = issuerAndSerial(certDer);
  const certHash = createHash("sha256").update(certDer).digest();
  // ESSCertIDv2 with the default hash algorithm (SHA-256, omitted) and IssuerSerial (GeneralNames → directoryName [4]).
  const issuerSerial = seq([seq([asn1.create(CONTEXT, 4, true, [issuer])]), serial]);
  return seq([oid(OID.signingCertificateV2), set([seq([seq([seq([octets(certHash), issuerSerial])])])])]);
}

/** What signing needs from a seal certificate, decoded once per certificate (the seal runs per request). */
interface SignerProfile {
  certDer: Buffer;
  chainDer: Buffer[];
  issuer: Asn1;
  serial: Asn1;
  /** Length of an RSA signature by this key (the modulus), in bytes. */
  signatureBytes: number;
  icpBrasil: boolean;
}
const profiles = new Map<string, SignerProfile>();

function profileOf(cert: SealCertificate): SignerProfile {
  const key = [cert.certPem, ...cert.chainPem].join("");
  const known = profiles.get(key);
  if (known) return known;
  const certDer = pemToDer(cert.certPem);
  const chainDer = cert.chainPem.map(pemToDer);
  const bits = new X509Certificate(certDer).publicKey.asymmetricKeyDetails?.modulusLength ?? 4096;
  const profile = {
    certDer,
    chainDer,
    ...issuerAndSerial(certDer),
    signatureBytes: Math.ceil(bits / 8),
    icpBrasil: isIcpBrasil(certDer, chainDer),
  };
  if (profiles.size >= 16) profiles.clear();
  profiles.set(key, profile);
  return profile;
}

/** The ICP-Brasil policy a seal declares: AD-RT when it is to be time-stamped, else AD-RB; none for other certificates. */
const policyFor = (p: SignerProfile, timestamped: boolean): SignaturePolicy | null =>
  p.icpBrasil ? (timestamped ? PADES_AD_RT : PADES_AD_RB) : null;

/** The signed attributes, as the SET the signature covers (DER order). */
function signedAttributes(digest: Buffer, p: SignerProfile, policy: SignaturePolicy | null): Asn1 {
  return derSetOf([
    seq([oid(OID.contentType), set([oid(OID.data)])]),
    seq([oid(OID.messageDigest), set([octets(digest)])]),
    signingCertificateV2(p.certDer),
    ...(policy ? [signaturePolicyAttribute(policy)] : []),
  ]);
}

/** ContentInfo(SignedData) with the signer's certificate and its whole chain, DER. */
function contentInfo(p: SignerProfile, signedAttrsSet: Asn1, signature: Buffer, unsignedAttrs: Asn1[]): Buffer {
  const signerInfo = seq([
    int(1),
    seq([p.issuer, p.serial]),
    algorithm(OID.sha256),
    // The signature covers the attributes encoded as a SET (tag 0x31); they go in as [0] IMPLICIT.
    asn1.create(CONTEXT, 0, true, signedAttrsSet.value as Asn1[]),
    algorithm(OID.rsaEncryption),
    octets(signature),
    ...unsignedAttrs,
  ]);
  const certificates = [p.certDer, ...p.chainDer].map((d) => parse(d));
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(CONTEXT, 0, true, certificates),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(CONTEXT, 0, true, [signedData])]));
}

/**
 * The CMS SignedData (DER) of a detached CAdES signature over `content`: B-B, or B-T when `timestamper`
 * gives a token over the signature value. An ICP-Brasil certificate adds the policy: AD-RB, AD-RT with
 * the token. A failed timestamper never fails the signature: it is left out and the outcome says why
 * (and an AD-RT seal is signed again as AD-RB, so it never declares a policy it does not meet).
 */
export async function cadesDetached(
  content: Buffer,
  cert: SealCertificate,
  timestamper?: Timestamper,
): Promise<{ cms: Buffer; timestamp: TimestampOutcome; policy: SignaturePolicy | null }> {
  const p = profileOf(cert);
  const digest = createHash("sha256").update(content).digest();
  const signUnder = (policy: SignaturePolicy | null) => {
    const attrs = signedAttributes(digest, p, policy);
    return { policy, attrs, signature: rsaSign("sha256", der(attrs), cert.keyPem) };
  };
  let signed = signUnder(policyFor(p, Boolean(timestamper)));
  let timestamp: TimestampOutcome = null;
  const unsignedAttrs: Asn1[] = [];
  if (timestamper) {
    try {
      const stamp = await timestamper(signed.signature);
      // [1] IMPLICIT SET OF Attribute: id-aa-signatureTimeStampToken with the token as its one value.
      unsignedAttrs.push(
        asn1.create(CONTEXT, 1, true, [seq([oid(OID.signatureTimeStampToken), set([parse(stamp.token)])])]),
      );
      timestamp = { genTime: stamp.genTime };
    } catch (err) {
      timestamp = { error: err instanceof Error ? err.message : String(err) };
      if (signed.policy) signed = signUnder(policyFor(p, false));
    }
  }
  return { cms: contentInfo(p, signed.attrs, signed.signature, unsignedAttrs), timestamp, policy: signed.policy };
}

/** Slack for DER lengths that grow by a byte as the CMS grows. */
const CMS_MARGIN = 64;

/**
 * Bytes /Contents must hold for `cert`'s CMS: its exact size (certificates, attributes, a signature of
 * the key's length), plus the room for a time-stamp token when one is asked for, plus a small margin.
 */
export function cmsRoom(cert: SealCertificate, timestamped: boolean): number {
  const p = profileOf(cert);
  const attrs = signedAttributes(Buffer.alloc(32), p, policyFor(p, timestamped));
  const bytes = contentInfo(p, attrs, Buffer.alloc(p.signatureBytes), []).length;
  return bytes + (timestamped ? TIMESTAMP_ROOM : 0) + CMS_MARGIN;
}

class CadesSigner extends Signer {
  timestamp: TimestampOutcome = null;
  policy: SignaturePolicy | null = null;
  constructor(
    private readonly cert: SealCertificate,
    private readonly timestamper: Timestamper | undefined,
  ) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const { cms, timestamp, policy } = await cadesDetached(pdfBuffer, this.cert, this.timestamper);
    this.timestamp = timestamp;
    this.policy = policy;
    return cms;
  }
}

export interface SealOptions {
  reason: string;
  name: string;
  location: string;
  contactInfo?: string;
  signingTime: Date;
  /** RFC 3161 time-stamps (PAdES-B-T) when a TSA is configured. */
  timestamper?: Timestamper;
  /** The signature's application name (/Prop_Build): the platform's, or the account's under white label. */
  appName?: string;
}

/** The sealed PDF, whether it got its time-stamp, and the ICP-Brasil policy it declares (null: none). */
export interface SealedPdf {
  bytes: Buffer;
  timestamp: TimestampOutcome;
  policy: SignaturePolicy | null;
}

/**
 * Seals a prepared pdf-lib document: adds the signature field and placeholder, saves without object
 * streams (the placeholder must stay findable), and writes the CAdES signature into /Contents.
 */
export async function sealPdfDocument(
  pdfDoc: PDFDocument,
  cert: SealCertificate,
  opts: SealOptions,
): Promise<SealedPdf> {
  pdflibAddPlaceholder({
    pdfDoc,
    reason: opts.reason,
    contactInfo: opts.contactInfo ?? "",
    name: opts.name,
    location: opts.location,
    signingTime: opts.signingTime,
    // @signpdf/placeholder-pdf-lib counts signatureLength in hex digits: two per byte.
    signatureLength: 2 * cmsRoom(cert, Boolean(opts.timestamper)),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: opts.appName ?? "Minuta",
  });
  const bytes = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  const signer = new CadesSigner(cert, opts.timestamper);
  const sealed = await new SignPdf().sign(bytes, signer, opts.signingTime);
  return { bytes: sealed, timestamp: signer.timestamp, policy: signer.policy };
}
