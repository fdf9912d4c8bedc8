/**
 * npx tsx bench/seal.ts — the built-in provider's completion step: a 3-page original + signature
 * marks + the evidence page, sealed with PAdES (CAdES detached). Target: p95 ≤ 150 ms. Measured with
 * the platform certificate (RSA 2048, self-signed), and with a three-level ICP-Brasil-style A1 chain
 * (root and intermediate RSA 4096, leaf RSA 2048, ~1.7–1.8 kB each: PAdES AD-RB) without and with a
 * local RFC 3161 TSA (tests/fakes/tsa.ts on 127.0.0.1: AD-RT, one HTTP round trip per seal).
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { SealCertificate } from "../src/server/modules/signatures/providers/builtin/certificate";
import { generateSealCertificate } from "../src/server/modules/signatures/providers/builtin/certificate";
import { buildSignedPdf } from "../src/server/modules/signatures/providers/builtin/signed-pdf";
import { type Timestamper, tsaTimestamper } from "../src/server/modules/signatures/providers/builtin/timestamp";
import { startFakeTsa } from "../tests/fakes/tsa";
import { threeLevelChain } from "../tests/signatures/chain";

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
const run = (seal: SealCertificate, timestamper?: Timestamper) =>
  buildSignedPdf(
    {
      requestId: "bench",
      documentTitle: "Contrato",
      original,
      signers: [signer(1), signer(2)],
      sandbox: false,
      completedAt: new Date(),
    },
    seal,
    timestamper,
  );

async function measure(label: string, seal: SealCertificate, timestamper?: Timestamper) {
  for (let i = 0; i < 10; i++) await run(seal, timestamper);
  const samples: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = process.hrtime.bigint();
    const { timestamp } = await run(seal, timestamper);
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
    if (timestamper && !(timestamp && "genTime" in timestamp)) throw new Error("the local TSA did not answer");
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(2);
  console.log(`${label.padEnd(64)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (100 runs)`);
}

const chain = threeLevelChain({ icpBrasil: true }).seal;
const tsa = await startFakeTsa();
const local = tsaTimestamper({ url: tsa.url, timeoutMs: 5_000, allowPrivate: true });
await measure("seal 3 pages + evidence page, platform certificate (PAdES B-B)", cert);
await measure("seal 3 pages + evidence page, 3-level A1 chain (AD-RB)", chain);
await measure("seal 3 pages + evidence page, 3-level A1 chain + local TSA (AD-RT)", chain, local);
await tsa.close();
