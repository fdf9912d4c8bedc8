import { createHash, sign as rsaSign } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import type { PDFDocument } from "pdf-lib";
import { type Asn1, algorithm, asn1, CONTEXT, der, int, OID, octets, oid, parse, seq, set } from "./asn1";
import type { SealCertificate } from "./certificate";
import { TIMESTAMP_ROOM, type Timestamper } from "./timestamp";

/**
 * PAdES-B-B seal (ETSI EN 319 142-1), B-T with an RFC 3161 time-stamp (timestamp.ts): a detached
 * CAdES signature (SubFilter ETSI.CAdES.detached) whose signed attributes are content-type,
 * message-digest and signing-certificate-v2 — no signing-time attribute (the claimed time goes in the
 * signature dictionary's /M). The CMS is built here because the stock P12 signer writes signing-time
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

/**
 * The CMS SignedData (DER) of a detached CAdES signature over `content`: B-B, or B-T when `timestamper`
 * gives a token over the signature value. A failed timestamper never fails the signature: it is left
 * out and the outcome says why.
 */
export async function cadesDetached(
  content: Buffer,
  cert: SealCertificate,
  timestamper?: Timestamper,
): Promise<{ cms: Buffer; timestamp: TimestampOutcome }> {
  const certDer = pemToDer(cert.certPem);
  const chainDer = cert.chainPem.map(pemToDer);
  const { issuer, serial } = issuerAndSerial(certDer);
  const digest = createHash("sha256").update(content).digest();
  const attributes = [
    seq([oid(OID.contentType), set([oid(OID.data)])]),
    seq([oid(OID.messageDigest), set([octets(digest)])]),
    signingCertificateV2(certDer),
  ];
  const signedAttrsSet = derSetOf(attributes);
  // The signature covers the attributes encoded as a SET (tag 0x31), then they go in [0] IMPLICIT.
  const signature = rsaSign("sha256", der(signedAttrsSet), cert.keyPem);
  const signedAttrs = asn1.create(CONTEXT, 0, true, signedAttrsSet.value as Asn1[]);

  let timestamp: TimestampOutcome = null;
  const unsignedAttrs: Asn1[] = [];
  if (timestamper) {
    try {
      const stamp = await timestamper(signature);
      // [1] IMPLICIT SET OF Attribute: id-aa-signatureTimeStampToken with the token as its one value.
      unsignedAttrs.push(
        asn1.create(CONTEXT, 1, true, [seq([oid(OID.signatureTimeStampToken), set([parse(stamp.token)])])]),
      );
      timestamp = { genTime: stamp.genTime };
    } catch (err) {
      timestamp = { error: err instanceof Error ? err.message : String(err) };
    }
  }

  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    algorithm(OID.sha256),
    signedAttrs,
    algorithm(OID.rsaEncryption),
    octets(signature),
    ...unsignedAttrs,
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(
      CONTEXT,
      0,
      true,
      [certDer, ...chainDer].map((d) => parse(d)),
    ),
    set([signerInfo]),
  ]);
  return { cms: der(seq([oid(OID.signedData), asn1.create(CONTEXT, 0, true, [signedData])])), timestamp };
}

class CadesSigner extends Signer {
  timestamp: TimestampOutcome = null;
  constructor(
    private readonly cert: SealCertificate,
    private readonly timestamper: Timestamper | undefined,
  ) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const { cms, timestamp } = await cadesDetached(pdfBuffer, this.cert, this.timestamper);
    this.timestamp = timestamp;
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
}

/** Room for the CMS in /Contents (bytes): certificate + chain + signature with margin, + a time-stamp token. */
function signatureLength(cert: SealCertificate, timestamped: boolean): number {
  const certs = [cert.certPem, ...cert.chainPem].reduce((n, pem) => n + pemToDer(pem).length, 0);
  return Math.max(8192, certs + 4096) + (timestamped ? TIMESTAMP_ROOM : 0);
}

/**
 * Seals a prepared pdf-lib document: adds the signature field and placeholder, saves without object
 * streams (the placeholder must stay findable), and writes the CAdES signature into /Contents.
 */
export async function sealPdfDocument(
  pdfDoc: PDFDocument,
  cert: SealCertificate,
  opts: SealOptions,
): Promise<{ bytes: Buffer; timestamp: TimestampOutcome }> {
  pdflibAddPlaceholder({
    pdfDoc,
    reason: opts.reason,
    contactInfo: opts.contactInfo ?? "",
    name: opts.name,
    location: opts.location,
    signingTime: opts.signingTime,
    signatureLength: signatureLength(cert, Boolean(opts.timestamper)),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Minuta",
  });
  const bytes = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  const signer = new CadesSigner(cert, opts.timestamper);
  const sealed = await new SignPdf().sign(bytes, signer, opts.signingTime);
  return { bytes: sealed, timestamp: signer.timestamp };
}
