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

/**
 * A self-signed certificate for the platform seal (RSA 2048, SHA-256, 10 years, digital signature +
 * non-repudiation); `extraExtensions` are added to those (e.g. a test TSA's extKeyUsage timeStamping).
 */
export function generateSealCertificate(
  commonName = "Minuta - Selo da Plataforma",
  now = new Date(),
  extraExtensions: object[] = [],
): SealCertificate {
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
    ...extraExtensions,
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

const P12_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const P12_PLAIN_KEY_BAG = "1.2.840.113549.1.12.10.1.1";
const P12_CERT_BAG = "1.2.840.113549.1.12.10.1.3";

/** What an uploaded certificate shows: its subject's common name and end of validity. */
export function certificateSummary(certPem: string): { subject: string; notAfter: Date; notBefore: Date } {
  const cert = forge.pki.certificateFromPem(certPem);
  const cn = cert.subject.getField("CN") as { value?: string } | null;
  return {
    subject: cn?.value ?? cert.subject.attributes.map((a) => `${a.shortName}=${a.value}`).join(", "),
    notAfter: cert.validity.notAfter,
    notBefore: cert.validity.notBefore,
  };
}

/**
 * Reads an A1 certificate file (PKCS#12, .pfx/.p12) with its password into PEM key, certificate and
 * chain. Throws Error with a Portuguese message on a wrong password or a file without key/certificate.
 */
export function sealCertificateFromPkcs12(pfx: Buffer, password: string): SealCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString("binary")), password);
  } catch {
    throw new Error("Não foi possível abrir o certificado: arquivo inválido ou senha incorreta.");
  }
  const bag = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bag(P12_KEY_BAG)[0] ?? bag(P12_PLAIN_KEY_BAG)[0];
  const certs = bag(P12_CERT_BAG)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key || certs.length === 0) throw new Error("O arquivo não contém a chave privada e o certificado.");
  const own = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!own) throw new Error("O certificado do arquivo não corresponde à chave privada.");
  return {
    keyPem: forge.pki.privateKeyToPem(key),
    certPem: forge.pki.certificateToPem(own),
    chainPem: certs.filter((c) => c !== own).map((c) => forge.pki.certificateToPem(c)),
  };
}
