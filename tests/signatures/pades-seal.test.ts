import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import {
  generateSealCertificate,
  platformSealCertificate,
} from "../../src/server/modules/signatures/providers/builtin/certificate";
import { buildSignedPdf } from "../../src/server/modules/signatures/providers/builtin/signed-pdf";
import { createSecrets } from "../../src/server/platform/secrets/secrets";
import { poppler } from "../pdf/poppler";
import { sampleSigner, threePagePdf } from "./sample-pdf";

const secrets = createSecrets("chave-de-teste");
const pdfsig = (pdf: Buffer) => poppler("pdfsig", pdf);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("PAdES seal of the built-in provider", () => {
  const cert = generateSealCertificate();

  it("produces a PDF whose signature pdfsig validates, with the evidence page text; one changed byte breaks it", async () => {
    const original = await threePagePdf();
    const { bytes, originalSha256, finalSha256 } = await buildSignedPdf(
      {
        requestId: "11111111-2222-3333-4444-555555555555",
        documentTitle: "Contrato de Teste",
        original,
        signers: [sampleSigner(1, "Maria Souza"), sampleSigner(2, "João Ninguém")],
        sandbox: false,
        completedAt: new Date("2026-11-25T10:03:00Z"),
      },
      cert,
    );
    const report = pdfsig(bytes);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("ETSI.CAdES.detached");
    expect(finalSha256).toMatch(/^[0-9a-f]{64}$/);

    const text = poppler("pdftotext", bytes);
    expect(text).toContain("Página de evidências");
    for (const s of ["Maria Souza", "João Ninguém", "203.0.113.1", "203.0.113.2", "E-mail (código de 6 dígitos)"]) {
      expect(text).toContain(s);
    }
    expect(text).toContain(originalSha256);
    expect(text).toContain("11111111-2222-3333-4444-555555555555");
    expect(text).not.toContain("SEM VALIDADE JURÍDICA");

    // One byte of the signed content changed (inside the first stream), the ByteRange unchanged.
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf("stream\n") + 20;
    expect(at).toBeGreaterThan(20);
    tampered[at] = (tampered[at] ?? 0) ^ 0xff;
    const broken = pdfsig(tampered);
    expect(broken).not.toContain("Signature is Valid.");
    expect(broken).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it("page numbering is honest about the evidence page: the original's pages say what follows (issue 21 §13)", async () => {
    const { bytes } = await buildSignedPdf(
      {
        requestId: "r-13",
        documentTitle: "Contrato",
        original: await threePagePdf(),
        signers: [sampleSigner(1, "Maria Souza")],
        sandbox: false,
        completedAt: new Date("2026-11-25T10:03:00Z"),
      },
      cert,
    );
    const page = (n: number) => poppler("pdftotext", bytes, ["-f", String(n), "-l", String(n)]).replace(/\s+/g, " ");
    expect(page(1)).toContain(
      "Assinado eletronicamente por Maria Souza - solicitação r-13 - documento de 3 páginas, seguido da página de evidências",
    );
    expect(page(1)).not.toContain('("Página X de Y")');
    expect(page(4)).toContain("Página de evidências 1 de 1 - após as 3 páginas do documento");
    expect(pdfsig(bytes)).toContain("Signature is Valid.");
  });

  it('a one-page original is followed "após a página do documento", never "após as 1 página" (issue 48)', async () => {
    const one = await PDFDocument.load(await threePagePdf());
    one.removePage(2);
    one.removePage(1);
    const { bytes } = await buildSignedPdf(
      {
        requestId: "r-1",
        documentTitle: "Contrato",
        original: Buffer.from(await one.save()),
        signers: [sampleSigner(1, "Maria Souza")],
        sandbox: false,
        completedAt: new Date("2026-11-25T10:03:00Z"),
      },
      cert,
    );
    const page = (n: number) => poppler("pdftotext", bytes, ["-f", String(n), "-l", String(n)]).replace(/\s+/g, " ");
    expect(page(1)).toContain("documento de 1 página, seguido da página de evidências");
    expect(page(2)).toContain("Página de evidências 1 de 1 - após a página do documento");
    expect(page(2)).not.toContain("após as 1 página");
  });

  it("sandbox output says SEM VALIDADE JURÍDICA on every page", async () => {
    const { bytes } = await buildSignedPdf(
      {
        requestId: "r",
        documentTitle: "Teste",
        original: await threePagePdf(),
        signers: [sampleSigner(1, "Maria Souza")],
        sandbox: true,
        completedAt: new Date(),
      },
      cert,
    );
    expect(pdfsig(bytes)).toContain("Signature is Valid.");
    for (let page = 1; page <= 4; page++) {
      expect(poppler("pdftotext", bytes, ["-f", String(page), "-l", String(page)])).toContain("SEM VALIDADE JURÍDICA");
    }
  });

  it("generates the platform certificate once into the data directory and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "minuta-seal-"));
    dirs.push(dir);
    const first = platformSealCertificate(dir, secrets);
    expect(first.certPem).toContain("BEGIN CERTIFICATE");
    expect(platformSealCertificate(dir, secrets).certPem).toBe(first.certPem);
  });
});
