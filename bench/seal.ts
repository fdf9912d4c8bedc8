/**
 * npx tsx bench/seal.ts — the built-in provider's completion step: a 3-page original + signature
 * marks + the evidence page, sealed with PAdES (CAdES detached, RSA 2048). Target: p95 ≤ 150 ms.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { generateSealCertificate } from "../src/server/modules/signatures/seal/certificate";
import { buildSignedPdf } from "../src/server/modules/signatures/seal/signed-pdf";

async function threePages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= 3; p++) {
    const page = doc.addPage([595.28, 841.89]);
    for (let line = 0; line < 45; line++) {
      page.drawText(`Cláusula ${p}.${line}: texto do contrato de prestação de serviços.`, {
        x: 50,
        y: 790 - line * 16,
        size: 11,
        font,
      });
    }
  }
  return Buffer.from(await doc.save());
}

const original = await threePages();
const cert = generateSealCertificate();
const signer = (order: number) => ({
  order,
  name: `Signatário ${order}`,
  email: `s${order}@exemplo.com.br`,
  phone: null,
  method: "E-mail (código de 6 dígitos)",
  outcome: "código confirmado (1 tentativa(s))",
  ip: "203.0.113.10",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130",
  invitedAt: new Date(),
  viewedAt: new Date(),
  codeVerifiedAt: new Date(),
  signedAt: new Date(),
  typedSignature: `Signatário ${order}`,
  drawnSignaturePng: null,
});
const run = () =>
  buildSignedPdf(
    {
      requestId: "bench",
      documentTitle: "Contrato",
      original,
      signers: [signer(1), signer(2)],
      sandbox: false,
      completedAt: new Date(),
    },
    cert,
  );
for (let i = 0; i < 10; i++) await run();
const samples: number[] = [];
for (let i = 0; i < 100; i++) {
  const s = process.hrtime.bigint();
  await run();
  samples.push(Number(process.hrtime.bigint() - s) / 1e6);
}
samples.sort((a, b) => a - b);
const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(2);
console.log(`seal 3-page document + evidence page (PAdES)     p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (100 runs)`);
