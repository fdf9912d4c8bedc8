import { verify, X509Certificate } from "node:crypto";
import type { SealCheck } from "../../../../../domain/verification/verification";
import { matchSliced, sha256Sliced } from "../../../../platform/bytes/sliced";
import { type Asn1, asn1, bytesOf, CONTEXT, children, der, OID, oidOf, set } from "./asn1";

const BYTE_RANGE = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/;
/** Hex digits of /Contents read at most: a CMS with certificates and a timestamp is far smaller. */
const MAX_CONTENTS_HEX = 1024 * 1024;

/** The DER element at the start of /Contents, without the zeros that pad the placeholder. */
function withoutPadding(contents: Buffer): Buffer {
  const first = contents[1] ?? 0;
  if (first < 0x80) return contents.subarray(0, 2 + first);
  const n = first & 0x7f;
  if (n < 1 || n > 4) return Buffer.alloc(0);
  return contents.subarray(0, 2 + n + contents.readUIntBE(2, n));
}

/** The signer's message-digest attribute, and the signed attributes as the signature covers them (a SET). */
function signedAttributes(signerInfo: Asn1): { digest: Buffer; covered: Buffer } | null {
  const attrs = children(signerInfo).find((n) => n.tagClass === CONTEXT && n.type === 0);
  if (!attrs) return null;
  const digestAttr = children(attrs).find((a) => oidOf(children(a)[0]) === OID.messageDigest);
  const digest = bytesOf(children(children(digestAttr)[1])[0]);
  return digest.length ? { digest, covered: der(set(children(attrs))) } : null;
}

/** Whether the CMS's signature value verifies over `covered` with one of the certificates it carries. */
function signatureVerifies(signedData: Asn1[], signerInfo: Asn1, covered: Buffer): boolean {
  const certs = children(signedData.find((n) => n.tagClass === CONTEXT && n.type === 0));
  const value = bytesOf(children(signerInfo).find((n) => n.tagClass !== CONTEXT && n.type === asn1.Type.OCTETSTRING));
  return certs.some((cert) => {
    try {
      return verify("sha256", covered, new X509Certificate(der(cert)).publicKey, value);
    } catch {
      return false;
    }
  });
}

/**
 * Reads the (first) PAdES seal of a PDF back from its bytes: the SHA-256 of the two ranges its
 * ByteRange names against the CMS's message-digest, the CMS signature against the certificates it
 * embeds, and whether the ranges reach the end of the file. Null when the file has no readable seal.
 * Hostile input only ever yields null or false: nothing here throws. A 20 MB upload is searched and
 * hashed a slice per event-loop turn, and an over-long /Contents is no seal of ours (decision 0053).
 */
export async function checkSeal(pdf: Buffer): Promise<SealCheck | null> {
  try {
    const m = await matchSliced(pdf, "/ByteRange", BYTE_RANGE, 256);
    if (!m) return null;
    const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
    if (a !== 0 || b < 2 || c <= b || c + d > pdf.length || c - b > MAX_CONTENTS_HEX + 2) return null;
    const hex = pdf.subarray(b + 1, c - 1).toString("latin1");
    if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e || !/^[0-9a-fA-F]*$/.test(hex)) return null;
    const cms = asn1.fromDer(withoutPadding(Buffer.from(hex, "hex")).toString("binary"));
    const signedData = children(children(children(cms)[1])[0]);
    const signerInfo = children(signedData[signedData.length - 1])[0];
    const attrs = signerInfo && signedAttributes(signerInfo);
    if (!signerInfo || !attrs) return null;
    const digest = await sha256Sliced(pdf.subarray(a, a + b), pdf.subarray(c, c + d));
    return {
      digestMatches: digest.equals(attrs.digest),
      signatureValid: signatureVerifies(signedData, signerInfo, attrs.covered),
      coversWholeFile: c + d === pdf.length,
    };
  } catch {
    return null;
  }
}
