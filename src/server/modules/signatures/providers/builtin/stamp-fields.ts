import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { PdfFieldKind } from "../../../../../domain/documents/pdf-fields";

/** A field placed on an uploaded PDF (page fractions from the page's top-left), and whose it is. */
export interface StampField {
  signer: number;
  kind: PdfFieldKind;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the server knows of a signer once they signed: their name, signature and time. */
export interface StampSigner {
  order: number;
  name: string;
  signedAt: Date | null;
  typedSignature: string | null;
  drawnSignaturePng: Buffer | null;
}

const brasiliaDate = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** "Maria da Silva" → "MS": the first letters of the first and last names (the Brazilian rubrica's usual form). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The text a field shows for its signer, or null when the field's value is not the server's to fill. */
function textOf(kind: PdfFieldKind, signer: StampSigner): string | null {
  if (kind === "name") return signer.name;
  if (kind === "initials") return initialsOf(signer.name);
  if (kind === "date") return signer.signedAt ? brasiliaDate.format(signer.signedAt) : null;
  if (kind === "signature") return signer.typedSignature ?? signer.name;
  return null;
}

/** The field's rectangle in the page's PDF points (origin bottom-left of its MediaBox). */
function boxOn(page: PDFPage, f: StampField) {
  const mb = page.getMediaBox();
  const width = f.width * mb.width;
  const height = f.height * mb.height;
  return { x: mb.x + f.x * mb.width, y: mb.y + mb.height - f.y * mb.height - height, width, height };
}

/** Text sized to its box: at most 70 % of its height, shrunk until it fits its width. */
function drawFitted(page: PDFPage, text: string, box: ReturnType<typeof boxOn>, font: PDFFont) {
  let size = Math.max(4, Math.min(box.height * 0.7, 24));
  while (size > 4 && font.widthOfTextAtSize(text, size) > box.width - 2) size -= 0.5;
  page.drawText(text, {
    x: box.x + 1,
    y: box.y + (box.height - font.heightAtSize(size)) / 2 + font.heightAtSize(size) * 0.2,
    size,
    font,
    color: rgb(0.05, 0.1, 0.35),
  });
}

/**
 * Draws each signer's values at their fields' places on the original pages (issue 40 "Signing and the
 * result"), before the evidence page and the seal: the drawn signature as an image fitted to its box
 * (a typed one as text), the name, the initials, the date of signing (server time, Brasília). Fields
 * whose value the signer types (CPF, Texto, Caixa de seleção) are not drawn here.
 */
export async function stampFields(
  doc: PDFDocument,
  fields: readonly StampField[],
  signers: readonly StampSigner[],
  font: PDFFont,
  printable: (s: string) => string,
): Promise<void> {
  const pages = doc.getPages();
  const images = new Map<number, Awaited<ReturnType<PDFDocument["embedPng"]>>>();
  for (const f of fields) {
    const page = pages[f.page - 1];
    const signer = signers.find((s) => s.order === f.signer);
    if (!page || !signer) continue;
    const box = boxOn(page, f);
    if (f.kind === "signature" && signer.drawnSignaturePng) {
      let img = images.get(signer.order);
      if (!img) {
        img = await doc.embedPng(signer.drawnSignaturePng);
        images.set(signer.order, img);
      }
      const scale = Math.min(box.width / img.width, box.height / img.height);
      const w = img.width * scale;
      const h = img.height * scale;
      page.drawImage(img, { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h });
      continue;
    }
    const text = textOf(f.kind, signer);
    if (text) drawFitted(page, printable(text), box, font);
  }
}
