import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import forge from "node-forge";
import { type Asn1, der, oid, seq } from "../../src/server/modules/signatures/providers/builtin/asn1";
import type { SealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";

/**
 * A realistic three-level A1 chain for tests: root (RSA 4096, self-signed) → intermediate (RSA 4096)
 * → leaf (RSA 2048), with the subject fields and extensions an ICP-Brasil e-CNPJ carries (CRL
 * distribution points, authority info access, certificate policies, subjectAltName with ICP-Brasil
 * otherNames), so each certificate is about 1.7–1.8 kB like the real ones. `icpBrasil: false` gives the
 * same shape without any ICP-Brasil marks (another CA). Made with node:crypto keys and node-forge.
 */
export interface TestChain {
  seal: SealCertificate;
  rootPem: string;
  intermediatePem: string;
  /** DER sizes of leaf, intermediate, root. */
  sizes: number[];
}

type Name = { shortName?: string; name?: string; value: string }[];
const ia5 = (s: string) => forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.IA5STRING, false, s);
const ctx = (tag: number, constructed: boolean, value: Asn1[] | string) =>
  forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, tag, constructed, value);
const uriName = (url: string) => ctx(6, false, url);

/** certificatePolicies with one policy and its CPS URI qualifier. */
function policies(policyOid: string, cps: string): object {
  const qualifier = seq([oid("1.3.6.1.5.5.7.2.1"), ia5(cps)]);
  return { id: "2.5.29.32", value: der(seq([seq([oid(policyOid), seq([qualifier])])])).toString("binary") };
}
function crlPoints(urls: string[]): object {
  const points = urls.map((u) => seq([ctx(0, true, [ctx(0, true, [uriName(u)])])]));
  return { id: "2.5.29.31", value: der(seq(points)).toString("binary") };
}
function authorityInfo(caIssuers: string): object {
  return {
    id: "1.3.6.1.5.5.7.1.1",
    value: der(seq([seq([oid("1.3.6.1.5.5.7.48.2"), uriName(caIssuers)])])).toString("binary"),
  };
}
/** subjectAltName: e-mail and otherNames (OID + OCTET STRING), as ICP-Brasil puts CNPJ/CPF data. */
function altNames(email: string, others: [string, string][]): object {
  const names = [
    ctx(1, false, email),
    ...others.map(([id, value]) =>
      ctx(0, true, [oid(id), ctx(0, true, [forge.asn1.create(0, forge.asn1.Type.OCTETSTRING, false, value)])]),
    ),
  ];
  return { id: "2.5.29.17", value: der(seq(names)).toString("binary") };
}

interface Made {
  cert: forge.pki.Certificate;
  keyPem: string;
}

/**
 * RSA keys are what makes a chain slow (two 4096-bit keys: seconds each, a minute on a loaded machine),
 * not the certificates. So the keys come from a cache on disk (node_modules/.cache, or MINUTA_TEST_KEYS):
 * the n-th key of a size a test file asks for is the same file in every run and every file, made once.
 * Within a file every key is still a different key (the n-th, the n+1-th, …), so two chains of one file
 * never share a root or a leaf key; certificates, names, dates and serials are made anew each time.
 */
const KEY_DIR = process.env.MINUTA_TEST_KEYS ?? join(import.meta.dirname, "../../node_modules/.cache/minuta-test-keys");
const keysTaken = new Map<number, number>();

function cachedKey(bits: number): string {
  const n = keysTaken.get(bits) ?? 0;
  keysTaken.set(bits, n + 1);
  const file = join(KEY_DIR, `rsa-${bits}-${n}.pem`);
  try {
    return readFileSync(file, "utf8");
  } catch {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: bits });
    const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    mkdirSync(KEY_DIR, { recursive: true });
    // Written aside and renamed: a file running at the same time reads a whole key or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, keyPem, { mode: 0o600 });
    renameSync(partial, file);
    return keyPem;
  }
}

/** An unsigned certificate for a cached key of `bits` bits (as newKeyAndCertificate, which makes a new key). */
function keyAndCertificate(bits: number, notBefore: Date, notAfter: Date): Made {
  const keyPem = cachedKey(bits);
  const publicPem = createPublicKey(createPrivateKey(keyPem)).export({ type: "spki", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  // A positive serial: first byte below 0x80.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString("hex");
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  return { keyPem, cert };
}

function make(subject: Name, bits: number, issuer: Made | null, extensions: object[], years: number, now: Date): Made {
  const { keyPem, cert } = keyAndCertificate(
    bits,
    new Date(now.getTime() - 24 * 3600 * 1000),
    new Date(now.getTime() + years * 365 * 24 * 3600 * 1000),
  );
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions([
    ...extensions,
    { name: "subjectKeyIdentifier" },
    ...(issuer
      ? [{ name: "authorityKeyIdentifier", keyIdentifier: issuer.cert.generateSubjectKeyIdentifier().getBytes() }]
      : []),
  ]);
  cert.sign(forge.pki.privateKeyFromPem(issuer?.keyPem ?? keyPem), forge.md.sha256.create());
  return { cert, keyPem };
}

const derSize = (c: forge.pki.Certificate) => forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes().length;

/**
 * Root → intermediate → leaf. `leafValidity` moves the leaf's dates (expired / not yet valid tests).
 */
export function threeLevelChain(
  opts: { icpBrasil?: boolean; now?: Date; leafNotBefore?: Date; leafNotAfter?: Date; leafName?: string } = {},
): TestChain {
  const icp = opts.icpBrasil ?? true;
  const now = opts.now ?? new Date();
  const org = icp ? "ICP-Brasil" : "Autoridade Certificadora de Teste";
  /** C=BR, O=org, then the given fields in order (shortName, value). */
  const name = (...fields: [string, string][]): Name => [
    { shortName: "C", value: "BR" },
    { shortName: "O", value: org },
    ...fields.map(([shortName, value]) => ({ shortName, value })),
  ];
  const rfb = "Secretaria da Receita Federal do Brasil - RFB";
  const base = "http://ac.exemplo.test";
  const root = make(
    name(
      ["OU", "Instituto Nacional de Tecnologia da Informacao - ITI (teste)"],
      ["CN", "Autoridade Certificadora Raiz de Teste v5"],
    ),
    4096,
    null,
    [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
      policies(icp ? "2.16.76.1.1.0" : "1.3.6.1.4.1.99999.9.1", `${base}/docs/dpc-raiz-de-teste.pdf`),
      crlPoints([`${base}/lcr/raiz-de-teste-v5.crl`]),
    ],
    20,
    now,
  );
  const intermediate = make(
    name(["OU", rfb], ["CN", "AC Intermediaria de Teste para Certificados A1 v5"]),
    4096,
    root,
    [
      { name: "basicConstraints", cA: true, pathLenConstraint: 0, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
      policies(icp ? "2.16.76.1.1.27" : "1.3.6.1.4.1.99999.9.2", `${base}/docs/dpc-ac-intermediaria.pdf`),
      crlPoints([`${base}/lcr/ac-intermediaria-v5.crl`]),
      authorityInfo(`${base}/cadeias/raiz-de-teste-v5.p7b`),
    ],
    10,
    now,
  );
  const leaf = make(
    name(
      ["ST", "SP"],
      ["L", "Sao Paulo"],
      ["OU", rfb],
      ["OU", "RFB e-CNPJ A1"],
      ["CN", opts.leafName ?? "EMPRESA DE TESTE LTDA:12345678000195"],
    ),
    2048,
    intermediate,
    [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
      { name: "extKeyUsage", clientAuth: true, emailProtection: true },
      policies(icp ? "2.16.76.1.2.1.51" : "1.3.6.1.4.1.99999.9.3", `${base}/docs/pc-a1.pdf`),
      crlPoints([`${base}/lcr/ac-intermediaria-a1.crl`]),
      authorityInfo(`${base}/cadeias/ac-intermediaria-v5.p7b`),
      altNames("financeiro@empresa-de-teste.com.br", [
        ["2.16.76.1.3.4", "01011980123456789010000000000000000SSPSP"],
        ["2.16.76.1.3.2", "MARIA DA SILVA RESPONSAVEL"],
        ["2.16.76.1.3.3", "12345678000195"],
        ["2.16.76.1.3.7", "000000000000"],
      ]),
    ],
    1,
    now,
  );
  if (opts.leafNotBefore) leaf.cert.validity.notBefore = opts.leafNotBefore;
  if (opts.leafNotAfter) leaf.cert.validity.notAfter = opts.leafNotAfter;
  if (opts.leafNotBefore || opts.leafNotAfter)
    leaf.cert.sign(forge.pki.privateKeyFromPem(intermediate.keyPem), forge.md.sha256.create());
  const pem = (m: Made) => forge.pki.certificateToPem(m.cert);
  return {
    seal: { keyPem: leaf.keyPem, certPem: pem(leaf), chainPem: [pem(intermediate), pem(root)] },
    rootPem: pem(root),
    intermediatePem: pem(intermediate),
    sizes: [leaf, intermediate, root].map((m) => derSize(m.cert)),
  };
}

/** The chain as the super admin uploads it: a PKCS#12 (.pfx) with key, leaf, intermediate and root, base64. */
export function chainPkcs12(chain: TestChain, password: string): string {
  const certs = [chain.seal.certPem, ...chain.seal.chainPem].map((p) => forge.pki.certificateFromPem(p));
  const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(chain.seal.keyPem), certs, password, {
    algorithm: "3des",
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary").toString("base64");
}
