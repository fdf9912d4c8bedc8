import { createHash, sign as rsaSign } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import type { PDFDocument } from "pdf-lib";
import type { SealCertificate } from "./certificate";

/**
 * PAdES-B-B seal (ETSI EN 319 142-1): a detached CAdES signature (SubFilter ETSI.CAdES.detached)
 * whose signed attributes are content-type, message-digest and signing-certificate-v2 — no
 * signing-time attribute (the claimed time goes in the signature dictionary's /M). The CMS is built
 * here because the stock P12 signer writes signing-time and no signing-certificate-v2.
 */
const { asn1 } = forge;
const T = asn1.Type;
const UNIVERSAL = asn1.Class.UNIVERSAL;
const CONTEXT = asn1.Class.CONTEXT_SPECIFIC;

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
};

const oid = (id: string) => asn1.create(UNIVERSAL, T.OID, false, asn1.oidToDer(id).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(UNIVERSAL, T.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(UNIVERSAL, T.SET, true, items);
const octets = (bytes: Buffer) => asn1.create(UNIVERSAL, T.OCTETSTRING, false, bytes.toString("binary"));
const int = (n: number) => asn1.create(UNIVERSAL, T.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(UNIVERSAL, T.NULL, false, "");
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const parse = (bytes: Buffer) => asn1.fromDer(bytes.toString("binary"));
const algorithm = (id: string) => seq([oid(id), nul()]);

function pemToDer(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----(BEGIN|END)[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
}

/** Issuer Name and serial number of a certificate, as they are in its DER (never re-encoded). */
function issuerAndSerial(certDer: Buffer): { issuer: forge.asn1.Asn1; serial: forge.asn1.Asn1 } {
  const tbs = (parse(certDer).value as forge.asn1.Asn1[])[0];
  const fields = (tbs?.value ?? []) as forge.asn1.Asn1[];
  const first = fields[0];
  const i = first && first.tagClass === CONTEXT ? 1 : 0; // [0] version present
  const serial = fields[i];
  const issuer = fields[i + 2];
  if (!serial || !issuer) throw new Error("certificado inválido");
  return { issuer, serial };
}

/** DER SET OF: members sorted by their encodings (X.690 §11.6). */
function derSetOf(items: forge.asn1.Asn1[]): forge.asn1.Asn1 {
  const sorted = items.map((item) => ({ item, bytes: der(item) })).sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  return set(sorted.map((s) => s.item));
}

/** The CMS SignedData (DER) of a detached CAdES-B-B signature over `content`. */
export function cadesDetached(content: Buffer, cert: SealCertificate): Buffer {
  const certDer = pemToDer(cert.certPem);
  const chainDer = cert.chainPem.map(pemToDer);
  const { issuer, serial } = issuerAndSerial(certDer);
  const digest = createHash("sha256").update(content).digest();
  const certHash = createHash("sha256").update(certDer).digest();

  // ESSCertIDv2 with the default hash algorithm (SHA-256, omitted) and IssuerSerial (GeneralNames → directoryName [4]).
  const issuerSerial = seq([seq([asn1.create(CONTEXT, 4, true, [issuer])]), serial]);
  const signingCertificateV2 = seq([seq([seq([octets(certHash), issuerSerial])])]);
  const attributes = [
    seq([oid(OID.contentType), set([oid(OID.data)])]),
    seq([oid(OID.messageDigest), set([octets(digest)])]),
    seq([oid(OID.signingCertificateV2), set([signingCertificateV2])]),
  ];
  const signedAttrsSet = derSetOf(attributes);
  // The signature covers the attributes encoded as a SET (tag 0x31), then they go in [0] IMPLICIT.
  const signature = rsaSign("sha256", der(signedAttrsSet), cert.keyPem);
  const signedAttrs = asn1.create(CONTEXT, 0, true, signedAttrsSet.value as forge.asn1.Asn1[]);

  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    algorithm(OID.sha256),
    signedAttrs,
    algorithm(OID.rsaEncryption),
    octets(signature),
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
  return der(seq([oid(OID.signedData), asn1.create(CONTEXT, 0, true, [signedData])]));
}

class CadesSigner extends Signer {
  constructor(private readonly cert: SealCertificate) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(pdfBuffer, this.cert);
  }
}

export interface SealOptions {
  reason: string;
  name: string;
  location: string;
  contactInfo?: string;
  signingTime: Date;
}

/** Room for the CMS in /Contents (bytes): certificate + chain + signature with margin. */
function signatureLength(cert: SealCertificate): number {
  const certs = [cert.certPem, ...cert.chainPem].reduce((n, pem) => n + pemToDer(pem).length, 0);
  return Math.max(8192, certs + 4096);
}

/**
 * Seals a prepared pdf-lib document: adds the signature field and placeholder, saves without object
 * streams (the placeholder must stay findable), and writes the CAdES signature into /Contents.
 */
export async function sealPdfDocument(pdfDoc: PDFDocument, cert: SealCertificate, opts: SealOptions): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc,
    reason: opts.reason,
    contactInfo: opts.contactInfo ?? "",
    name: opts.name,
    location: opts.location,
    signingTime: opts.signingTime,
    signatureLength: signatureLength(cert),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Minuta",
  });
  const bytes = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  return new SignPdf().sign(bytes, new CadesSigner(cert), opts.signingTime);
}
