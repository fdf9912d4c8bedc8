import { generateKeyPairSync, randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import forge from "node-forge";
import type { Secrets } from "../../../../platform/secrets/secrets";

/** The key and certificate that seal signed PDFs (PEM). `chainPem` = intermediates of an uploaded certificate. */
export interface SealCertificate {
  keyPem: string;
  certPem: string;
  chainPem: string[];
}

const YEARS = 10;

/**
 * A fresh RSA key (node:crypto) and an unsigned node-forge certificate for it: positive random serial,
 * valid from `notBefore` to `notAfter`. The caller names it, adds extensions and signs it.
 */
export function newKeyAndCertificate(
  bits: number,
  notBefore: Date,
  notAfter: Date,
): { keyPem: string; cert: forge.pki.Certificate } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: bits });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // A positive serial: first byte below 0x80.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString("hex");
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  return { keyPem, cert };
}

/**
 * A self-signed certificate for the platform seal (RSA 2048, SHA-256, 10 years, digital signature +
 * non-repudiation); `extraExtensions` are added to those (e.g. a test TSA's extKeyUsage timeStamping).
 */
export function generateSealCertificate(
  commonName = "Minuta - Selo da Plataforma",
  now = new Date(),
  extraExtensions: object[] = [],
): SealCertificate {
  const { keyPem, cert } = newKeyAndCertificate(
    2048,
    new Date(now.getTime() - 60_000),
    new Date(now.getTime() + YEARS * 365 * 24 * 3600 * 1000),
  );
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

/** `<dataDir>/esign/platform-seal.json`: the certificate (PEM) and its key sealed by the secret box, in one file. */
const SEAL_FILE = "platform-seal.json";
/** Before issue 22: two plain PEM files, written one after the other. */
const LEGACY_KEY_FILE = "platform-seal.key.pem";
const LEGACY_CERT_FILE = "platform-seal.cert.pem";

interface PlatformSealFile {
  cert_pem: string;
  /** The PKCS#8 key PEM, encrypted (`enc:v1:…`, platform/secrets). */
  key: string;
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
};

/** The certificate in `file`, or null when there is none yet; throws (in Portuguese) when it cannot be read. */
function readSealFile(file: string, secrets: Secrets): SealCertificate | null {
  const text = readText(file);
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as PlatformSealFile;
    return { certPem: stored.cert_pem, keyPem: secrets.decrypt(stored.key), chainPem: [] };
  } catch {
    throw new Error(
      `Não foi possível ler o certificado da plataforma em ${file} (ENCRYPTION_KEY mudou ou o arquivo foi alterado).`,
    );
  }
}

/**
 * Writes the pair once, atomically: a complete temporary file (fsync'd), then a hard link to the final
 * name, which fails if another process got there first — then theirs is read. A crash leaves either
 * no file or a whole one (a stray temporary file at most).
 */
function writeSealFileOnce(file: string, pair: SealCertificate, secrets: Secrets): SealCertificate {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const body: PlatformSealFile = { cert_pem: pair.certPem, key: secrets.encrypt(pair.keyPem) };
  const fd = openSync(temp, "wx", 0o600);
  try {
    writeSync(fd, JSON.stringify(body));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
    return pair;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const winner = readSealFile(file, secrets);
    if (!winner) throw err;
    return winner;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The platform certificate of this install, from `<dataDir>/esign/platform-seal.json`, made on first use
 * (so a self-hosted Minuta never lacks one). An install with the old plain files keeps its certificate:
 * the pair moves into the encrypted file and the plain key is deleted. A lone old certificate without
 * its key (a crash between the two old writes) is useless: a new pair is made.
 */
export function platformSealCertificate(dataDir: string, secrets: Secrets): SealCertificate {
  const dir = join(dataDir, "esign");
  const cached = cache.get(dir);
  if (cached) return cached;
  const file = join(dir, SEAL_FILE);
  let found = readSealFile(file, secrets);
  if (!found) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const legacyKey = readText(join(dir, LEGACY_KEY_FILE));
    const legacyCert = readText(join(dir, LEGACY_CERT_FILE));
    const legacy = legacyKey && legacyCert ? { keyPem: legacyKey, certPem: legacyCert, chainPem: [] } : null;
    found = writeSealFileOnce(file, legacy ?? generateSealCertificate(), secrets);
    for (const old of [LEGACY_KEY_FILE, LEGACY_CERT_FILE]) rmSync(join(dir, old), { force: true });
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
