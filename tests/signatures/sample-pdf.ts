import { PDFDocument, StandardFonts } from "pdf-lib";

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
