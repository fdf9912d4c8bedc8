import { PDFDocument, PDFName, PDFNumber, StandardFonts } from "pdf-lib";

/**
 * PDFs made here with pdf-lib (issue 40: nothing copied from anywhere): a contract of N pages with a
 * line of text on each, pages of other sizes, an encrypted one, one that already carries a signature
 * dictionary, and broken ones (cut in half, garbage after the header).
 */
export async function contractPdf(pages = 3, size: [number, number] = [595.28, 841.89]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage(size);
    page.drawText(`Contrato de Locacao - pagina ${i}`, { x: 72, y: size[1] - 72, size: 14, font });
    page.drawText("Assinatura do Locatario", { x: 72, y: 120, size: 11, font });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names an /Encrypt dictionary (the standard security handler, RC4 40-bit). */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await contractPdf(1));
  const encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, P: -44, O: "0".repeat(32), U: "0".repeat(32) });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF that already has a signature field's value: a /Sig dictionary with its /ByteRange. */
export async function alreadySignedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await contractPdf(2));
  const sig = doc.context.obj({
    Type: "Sig",
    Filter: "Adobe.PPKLite",
    SubFilter: "ETSI.CAdES.detached",
    ByteRange: [0, 0, 0, 0].map((n) => PDFNumber.of(n)),
  });
  doc.catalog.set(PDFName.of("MinutaTestSig"), doc.context.register(sig));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The first half of a valid PDF: its end (cross-reference, trailer, %%EOF) is missing. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await contractPdf(3);
  return whole.subarray(0, Math.floor(whole.byteLength / 2));
}

/** A PDF header and end mark around bytes that are no PDF objects. */
export const garbagePdf = () =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    Buffer.from("isto nao e um objeto pdf ".repeat(200)),
    Buffer.from("\nstartxref\n12345\n%%EOF\n"),
  ]);
