import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { type Brand, PLATFORM_NAME } from "../../../../../domain/branding/branding";
import type { LogoImage } from "../../../branding";

/** What the evidence page shows of the sending account (issue 26). */
export interface EvidenceBrand {
  brand: Brand;
  logo: LogoImage | null;
}

const colour = (hex: string) =>
  rgb(
    ...([0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255) as [number, number, number]),
  );

/** Who the evidence says the signature went through: the platform, or the account under white label. */
export const signedVia = (b: EvidenceBrand | undefined) => (b?.brand.whiteLabel ? b.brand.name : PLATFORM_NAME);

/**
 * Draws the account's logo (at most 160 × 40 pt) and a bar in its primary colour at the top of the
 * first evidence page, with "Enviado por" and its name. Answers the height used (0 for the platform's look).
 */
export async function drawEvidenceBrand(
  doc: PDFDocument,
  page: PDFPage,
  top: number,
  x: number,
  font: PDFFont,
  evidence: EvidenceBrand | undefined,
): Promise<number> {
  if (!evidence?.brand.custom) return 0;
  const { brand: b, logo } = evidence;
  let used = 0;
  if (logo) {
    const img = logo.type === "image/png" ? await doc.embedPng(logo.data) : await doc.embedJpg(logo.data);
    const scale = Math.min(160 / img.width, 40 / img.height, 1);
    page.drawImage(img, { x, y: top - img.height * scale, width: img.width * scale, height: img.height * scale });
    used += img.height * scale + 6;
  }
  const width = page.getSize().width - 2 * x;
  page.drawRectangle({ x, y: top - used - 3, width, height: 3, color: colour(b.primaryColor) });
  used += 9;
  page.drawText(`Enviado por: ${b.name.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?")}`, {
    x,
    y: top - used - 9,
    size: 9,
    font,
    color: colour(b.primaryColor),
  });
  return used + 18;
}

/** Under white label the PDF's Producer and Creator name the account, never the platform. */
export function whiteLabelMetadata(doc: PDFDocument, evidence: EvidenceBrand | undefined): void {
  if (!evidence?.brand.whiteLabel) return;
  doc.setProducer(evidence.brand.name);
  doc.setCreator(evidence.brand.name);
}
