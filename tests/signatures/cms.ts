import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Asn1,
  bytesOf,
  CONTEXT,
  children,
  oidOf,
  parse,
} from "../../src/server/modules/signatures/providers/builtin/asn1";

/** The CMS bytes in a sealed PDF's /Contents (the hex between the two ByteRange parts, zero padding cut off by its DER length). */
export function cmsBytesOf(pdf: Buffer): Buffer {
  const range = pdf.toString("latin1").match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)/);
  if (!range) throw new Error("no ByteRange");
  const hex = pdf.subarray(Number(range[2]) + 1, Number(range[3]) - 1).toString("latin1");
  const bytes = Buffer.from(hex, "hex");
  const lenBytes = (bytes[1] ?? 0) & 0x7f;
  const length = 2 + lenBytes + bytes.subarray(2, 2 + lenBytes).readUIntBE(0, lenBytes);
  return bytes.subarray(0, length);
}

export const cmsOf = (pdf: Buffer): Asn1 => parse(cmsBytesOf(pdf));

/** Room the placeholder left for the CMS, in bytes (the /Contents hex digits / 2). */
export function contentsRoom(pdf: Buffer): number {
  const range = pdf.toString("latin1").match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)/);
  if (!range) throw new Error("no ByteRange");
  return (Number(range[3]) - Number(range[2]) - 2) / 2;
}

/** Subjects of the certificates the CMS carries, as `openssl pkcs7 -print_certs` lists them. */
export function cmsCertificateSubjects(pdf: Buffer): string[] {
  const out = execFileSync("openssl", ["pkcs7", "-inform", "DER", "-print_certs", "-noout"], {
    input: cmsBytesOf(pdf),
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter((l) => l.startsWith("subject="))
    .map((l) => l.slice("subject=".length).trim());
}

/** The bytes a PAdES signature covers (the two ByteRange parts). */
export function signedRanges(pdf: Buffer): Buffer {
  const range = pdf.toString("latin1").match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/);
  if (!range) throw new Error("no ByteRange");
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  return Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
}

/** `openssl cms -verify` of the seal against `rootPem` as the only trust anchor: its stderr ("CMS Verification successful"). */
export function opensslVerify(pdf: Buffer, rootPem: string): string {
  const dir = mkdtempSync(join(tmpdir(), "minuta-cms-"));
  try {
    writeFileSync(join(dir, "sig.der"), cmsBytesOf(pdf));
    writeFileSync(join(dir, "content.bin"), signedRanges(pdf));
    writeFileSync(join(dir, "root.pem"), rootPem);
    const run = spawnSync(
      "openssl",
      [
        "cms",
        "-verify",
        "-inform",
        "DER",
        "-in",
        join(dir, "sig.der"),
        "-binary",
        "-content",
        join(dir, "content.bin"),
        "-CAfile",
        join(dir, "root.pem"),
        "-purpose",
        "any",
        "-out",
        "/dev/null",
      ],
      { encoding: "utf8" },
    );
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const attributes = (node: Asn1 | undefined) =>
  children(node).map((attr) => ({ oid: oidOf(children(attr)[0]), values: children(children(attr)[1]) }));

/** The SignerInfo's signature value, its signed attributes and unsigned attributes as {oid, values}. */
export function signerInfoOf(pdf: Buffer) {
  const signedData = children(children(children(cmsOf(pdf))[1])[0]);
  const signerInfo = children(children(signedData[signedData.length - 1])[0]);
  const tagged = (n: number) => signerInfo.find((node) => node.tagClass === CONTEXT && node.type === n);
  return {
    signatureValue: bytesOf(signerInfo[5]),
    signed: attributes(tagged(0)),
    unsigned: attributes(tagged(1)),
  };
}
