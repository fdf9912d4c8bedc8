import { PDFDocument, StandardFonts } from "pdf-lib";
import type { SealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";
import { buildSignedPdf, type SignerEvidence } from "../../src/server/modules/signatures/providers/builtin/signed-pdf";
import { tsaTimestamper } from "../../src/server/modules/signatures/providers/builtin/timestamp";

/** A plain 3-page PDF standing in for a document's original. */
export async function threePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    doc
      .addPage([595.28, 841.89])
      .drawText(`Contrato de prestação de serviços — página ${i}`, { x: 50, y: 780, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

/** One signer's evidence as the seal receives it (typed signature, e-mail code). */
export const sampleSigner = (order = 1, name = "Maria Souza"): SignerEvidence => ({
  order,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@exemplo.com.br`,
  phone: null,
  method: "E-mail (código de 6 dígitos)",
  outcome: "código confirmado",
  ip: `203.0.113.${order}`,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Teste",
  invitedAt: new Date("2026-11-25T10:00:00Z"),
  viewedAt: new Date("2026-11-25T10:01:00Z"),
  codeVerifiedAt: new Date("2026-11-25T10:02:00Z"),
  signedAt: new Date("2026-11-25T10:03:00Z"),
  typedSignature: name,
  drawnSignaturePng: null,
});

/** The sample contract with its evidence page sealed by `cert`, time-stamped by the TSA at `tsaUrl` when given. */
export async function sealSample(cert: SealCertificate, tsaUrl?: string, signers: SignerEvidence[] = [sampleSigner()]) {
  const timestamper = tsaUrl
    ? tsaTimestamper({ url: tsaUrl, timeoutMs: 5_000, allowPrivate: true, retryDelaysMs: [10] })
    : undefined;
  return buildSignedPdf(
    {
      requestId: "11111111-2222-3333-4444-555555555555",
      documentTitle: "Contrato",
      original: await threePagePdf(),
      signers,
      sandbox: false,
      completedAt: new Date(),
    },
    cert,
    timestamper,
  );
}
