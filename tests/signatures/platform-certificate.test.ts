import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  generateSealCertificate,
  platformSealCertificate,
} from "../../src/server/modules/signatures/providers/builtin/certificate";
import { createSecrets } from "../../src/server/platform/secrets/secrets";
import { poppler } from "../pdf/poppler";
import { sealSample } from "./sample-pdf";

/**
 * Issue 22 defect 8: the platform's own seal certificate is written atomically (one file, temp +
 * link) with its private key encrypted by the secret box; a crash that left only the old certificate
 * file does not break sealing for good; an install with the old plain key files keeps its certificate.
 */
const secrets = createSecrets("chave-de-teste-do-cofre-de-segredos");
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "minuta-platform-seal-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
/** Every file under <dataDir>/esign, by name → content. */
const files = (dir: string) =>
  Object.fromEntries(readdirSync(join(dir, "esign")).map((f) => [f, readFileSync(join(dir, "esign", f), "utf8")]));

const sealsWith = async (cert: ReturnType<typeof platformSealCertificate>) =>
  poppler("pdfsig", (await sealSample(cert)).bytes);

describe("the platform seal certificate on disk", () => {
  it("is one file with the key encrypted at rest (no plain private key on disk); read back, it seals", async () => {
    const dir = dataDir();
    const cert = platformSealCertificate(dir, secrets);
    const onDisk = files(dir);
    expect(Object.keys(onDisk)).toEqual(["platform-seal.json"]);
    expect(JSON.stringify(onDisk)).not.toContain("PRIVATE KEY");
    expect(JSON.stringify(onDisk)).toContain("enc:v1:");
    expect(await sealsWith(cert)).toContain("Signature is Valid.");
  });

  it("a crash that left only the certificate file (old layout, no key) no longer breaks sealing for good", async () => {
    const dir = dataDir();
    mkdirSync(join(dir, "esign"), { recursive: true });
    writeFileSync(join(dir, "esign", "platform-seal.cert.pem"), generateSealCertificate().certPem);
    const cert = platformSealCertificate(dir, secrets);
    expect(await sealsWith(cert)).toContain("Signature is Valid.");
  });

  it("an install with the old plain key and certificate keeps its certificate; the key is moved into the encrypted file", async () => {
    const dir = dataDir();
    const old = generateSealCertificate();
    mkdirSync(join(dir, "esign"), { recursive: true });
    writeFileSync(join(dir, "esign", "platform-seal.cert.pem"), old.certPem);
    writeFileSync(join(dir, "esign", "platform-seal.key.pem"), old.keyPem);
    const cert = platformSealCertificate(dir, secrets);
    expect(cert.certPem).toBe(old.certPem);
    expect(cert.keyPem).toBe(old.keyPem);
    expect(JSON.stringify(files(dir))).not.toContain("PRIVATE KEY");
    expect(await sealsWith(cert)).toContain("Signature is Valid.");
  });
});
