import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import forge from "node-forge";

/** The key and certificate that seal signed PDFs (PEM). `chainPem` = intermediates of an uploaded certificate. */
export interface SealCertificate {
  keyPem: string;
  certPem: string;
  chainPem: string[];
}

const KEY_FILE = "platform-seal.key.pem";
const CERT_FILE = "platform-seal.cert.pem";
const YEARS = 10;

/** A self-signed certificate for the platform seal (RSA 2048, SHA-256, 10 years, digital signature + non-repudiation). */
export function generateSealCertificate(commonName = "Minuta - Selo da Plataforma", now = new Date()): SealCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // A positive serial: first byte below 0x80.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString("hex");
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + YEARS * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Minuta" },
    { name: "countryName", value: "BR" },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert), chainPem: [] };
}

const cache = new Map<string, SealCertificate>();

/**
 * The platform certificate of this install: read from `<dataDir>/esign/`, generated there on first use
 * when absent (so a self-hosted Minuta never lacks one). Two processes racing write with `wx`; the
 * loser reads the winner's files.
 */
export function platformSealCertificate(dataDir: string): SealCertificate {
  const dir = join(dataDir, "esign");
  const cached = cache.get(dir);
  if (cached) return cached;
  const read = (): SealCertificate | null => {
    try {
      return {
        keyPem: readFileSync(join(dir, KEY_FILE), "utf8"),
        certPem: readFileSync(join(dir, CERT_FILE), "utf8"),
        chainPem: [],
      };
    } catch {
      return null;
    }
  };
  let found = read();
  if (!found) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const fresh = generateSealCertificate();
    try {
      // The certificate first: a reader that finds the key knows the pair is complete.
      writeFileSync(join(dir, CERT_FILE), fresh.certPem, { flag: "wx", mode: 0o600 });
      writeFileSync(join(dir, KEY_FILE), fresh.keyPem, { flag: "wx", mode: 0o600 });
      found = fresh;
    } catch {
      found = read();
      if (!found) throw new Error(`Não foi possível gravar o certificado da plataforma em ${dir}`);
    }
  }
  cache.set(dir, found);
  return found;
}
