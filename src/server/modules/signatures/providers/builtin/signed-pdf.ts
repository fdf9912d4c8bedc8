import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { countLabel } from "../../../../../domain/shared/plural";
import { formatVerificationCode } from "../../../../../domain/verification/verification";
import { sha256Hex } from "../../../../platform/sha256";
import type { SealCertificate } from "./certificate";
import { drawEvidenceBrand, type EvidenceBrand, signedVia, whiteLabelMetadata } from "./evidence-brand";
import { type SealedPdf, sealPdfDocument } from "./pades";
import { type StampField, stampFields } from "./stamp-fields";
import type { Timestamper } from "./timestamp";
import { markVerificationCode } from "./verification-mark";

/** What the evidence page says about one signer (PROVIDERS.md "Signature validity (Brazil)"). */
export interface SignerEvidence {
  order: number;
  name: string;
  email: string;
  phone: string | null;
  /** e.g. "E-mail (código de 6 dígitos)" */
  method: string;
  /** e.g. "Código confirmado na 1ª tentativa" */
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  invitedAt: Date | null;
  viewedAt: Date | null;
  codeVerifiedAt: Date | null;
  signedAt: Date | null;
  /** The typed signature, or null when drawn. */
  typedSignature: string | null;
  /** The drawn signature (PNG), or null when typed. */
  drawnSignaturePng: Buffer | null;
}

export interface SignedPdfInput {
  requestId: string;
  documentTitle: string;
  original: Buffer;
  signers: SignerEvidence[];
  sandbox: boolean;
  completedAt: Date;
  /**
   * The public verification code (verification-mark.ts) and its /verificar address, printed on the
   * evidence page and written in the document information. Absent only in the seal's own unit tests.
   */
  verification?: { code: string; url: string };
  /** The sending account's logo, colour and name (issue 26); absent: the platform's look. */
  brand?: EvidenceBrand;
  /** An uploaded PDF's fields (issue 40): each signer's values are drawn there on the original pages. */
  fields?: readonly StampField[];
}

/** Helvetica (WinAnsi) draws Latin-1: anything else becomes "?" instead of failing the seal. */
const printable = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

const brasilia = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "medium",
});

/** "2026-11-25 03:10:00 UTC (25/11/2026, 00:10:00 Brasília)" */
export function evidenceTime(d: Date | null): string {
  if (!d) return "-";
  return `${d.toISOString().slice(0, 19).replace("T", " ")} UTC (${brasilia.format(d)} Brasília)`;
}

const SANDBOX_TEXT = "SEM VALIDADE JURÍDICA";
/** Said plainly when the signer signed without ever opening the PDF (issue 22, defect 6). */
const NOT_VIEWED = "não - o signatário não abriu o documento antes de assinar";
const MARGIN = 50;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      let w = word;
      // Long tokens (hashes, user agents) are cut to fit.
      while (font.widthOfTextAtSize(w, size) > width) {
        let cut = w.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut--;
        if (line) {
          lines.push(line);
          line = "";
        }
        lines.push(w.slice(0, cut));
        w = w.slice(cut);
      }
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function sandboxMark(page: PDFPage, font: PDFFont) {
  const { width, height } = page.getSize();
  page.drawText(SANDBOX_TEXT, {
    x: width / 2 - 190,
    y: height / 2 - 120,
    size: 40,
    font,
    color: rgb(0.85, 0.1, 0.1),
    opacity: 0.25,
    rotate: degrees(35),
  });
  page.drawText(SANDBOX_TEXT, { x: MARGIN, y: height - 20, size: 9, font, color: rgb(0.85, 0.1, 0.1) });
}

/** A writer that flows lines down the evidence pages, adding a page when one fills up. */
class EvidenceWriter {
  page: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly pages: PDFPage[],
  ) {
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    const page = this.doc.addPage([595.28, 841.89]);
    this.pages.push(page);
    this.y = page.getSize().height - MARGIN;
    this.page = page;
    return page;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, this.page.getSize().width - 2 * MARGIN)) {
      this.ensure(size + 3);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font });
      this.y -= size + 3;
    }
    this.y -= opts.gap ?? 0;
  }
  async image(png: Buffer, maxWidth: number, maxHeight: number) {
    const img = await this.doc.embedPng(png);
    const scale = Math.min(maxWidth / img.width, maxHeight / img.height, 1);
    const w = img.width * scale;
    const h = img.height * scale;
    this.ensure(h + 4);
    this.page.drawImage(img, { x: MARGIN, y: this.y - h, width: w, height: h });
    this.y -= h + 4;
  }
}

/**
 * The final signed PDF: the original pages with a signature stamp, one "Página de evidências" (more
 * when many signers) with each signer's signature and evidence, the request id and the hashes —
 * then sealed with PAdES-B-B by `cert` (B-T when `timestamper` gets a TSA token). In sandbox every
 * page carries "SEM VALIDADE JURÍDICA".
 */
export async function buildSignedPdf(
  input: SignedPdfInput,
  cert: SealCertificate,
  timestamper?: Timestamper,
): Promise<SealedPdf & { originalSha256: string; finalSha256: string }> {
  const originalSha256 = sha256Hex(input.original);
  const doc = await PDFDocument.load(input.original, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const names = input.signers.map((s) => s.name).join(", ");
  const originalPages = doc.getPages();
  await stampFields(doc, input.fields ?? [], input.signers, bold, printable);
  // "Página X de Y" of the original counts its own pages only: say so, and what follows (issue 21 §13).
  const pages = countLabel(originalPages.length, "página", "páginas");
  const stamp = printable(
    `Assinado eletronicamente por ${names} - solicitação ${input.requestId} - documento de ${pages}, seguido da página de evidências`,
  );

  for (const page of originalPages) {
    const { width } = page.getSize();
    for (const [i, line] of wrap(stamp, font, 7, width - 2 * 30).entries()) {
      page.drawText(line, { x: 30, y: 14 - i * 8 + 8, size: 7, font, color: rgb(0.3, 0.3, 0.3) });
    }
    if (input.sandbox) sandboxMark(page, bold);
  }
  // pdf-lib caches a page's encoded content at save: nothing more is drawn on these pages after this.

  whiteLabelMetadata(doc, input.brand);
  const signedPagesSha256 = sha256Hex(await doc.save({ useObjectStreams: false }));
  const evidencePages: PDFPage[] = [];
  const w = new EvidenceWriter(doc, font, bold, evidencePages);
  w.y -= await drawEvidenceBrand(doc, w.page, w.y, MARGIN, font, input.brand);
  w.text("Página de evidências", { size: 16, bold: true, gap: 6 });
  w.text(`Documento: ${input.documentTitle}`);
  w.text(`Solicitação de assinatura: ${input.requestId}`);
  if (input.verification) {
    w.text(`Código de verificação: ${formatVerificationCode(input.verification.code)}`, { bold: true });
    w.text(`Verifique a autenticidade e a integridade em: ${input.verification.url}`);
    markVerificationCode(doc, input.verification.code);
  }
  w.text(`Concluída em: ${evidenceTime(input.completedAt)}`);
  w.text(`SHA-256 do documento original: ${originalSha256}`);
  w.text(
    `SHA-256 das páginas assinadas (original com as marcas de assinatura, antes desta página): ${signedPagesSha256}`,
    {
      gap: 4,
    },
  );
  w.text(
    input.sandbox
      ? `${SANDBOX_TEXT}: documento assinado em modo de teste (sandbox).`
      : "Assinatura eletrônica avançada (Lei 14.063/2020, art. 4º, II; MP 2.200-2/2001, art. 10, § 2º), " +
          "selada pela plataforma com certificado digital (PAdES). Qualquer alteração posterior invalida o selo.",
    { gap: 4 },
  );
  w.text(`Assinado eletronicamente via ${signedVia(input.brand)}.`, { gap: 8 });
  for (const s of input.signers) {
    w.ensure(150);
    w.text(`Signatário ${s.order}: ${s.name}`, { size: 11, bold: true, gap: 2 });
    if (s.drawnSignaturePng) await w.image(s.drawnSignaturePng, 200, 60);
    else if (s.typedSignature) w.text(s.typedSignature, { size: 16, bold: true, gap: 2 });
    w.text(`E-mail: ${s.email}`);
    w.text(`Telefone: ${s.phone ?? "-"}`);
    w.text(`Autenticação: ${s.method} - ${s.outcome}`);
    w.text(`IP: ${s.ip ?? "-"}`);
    w.text(`Navegador (user agent): ${s.userAgent ?? "-"}`);
    w.text(`Convite enviado: ${evidenceTime(s.invitedAt)}`);
    w.text(`Documento visualizado: ${s.viewedAt ? evidenceTime(s.viewedAt) : NOT_VIEWED}`);
    w.text(`Código verificado: ${evidenceTime(s.codeVerifiedAt)}`);
    w.text(`Assinado: ${evidenceTime(s.signedAt)}`, { gap: 8 });
  }
  for (const [i, page] of evidencePages.entries()) {
    const label = `Página de evidências ${i + 1} de ${evidencePages.length} - após ${originalPages.length === 1 ? "a página" : `as ${pages}`} do documento`;
    page.drawText(printable(label), { x: MARGIN, y: 22, size: 7, font, color: rgb(0.3, 0.3, 0.3) });
    if (input.sandbox) sandboxMark(page, bold);
  }

  const sealed = await sealPdfDocument(doc, cert, {
    reason: "Assinatura eletrônica - Página de evidências",
    name: signedVia(input.brand),
    appName: signedVia(input.brand),
    location: "Brasil",
    signingTime: input.completedAt,
    timestamper,
  });
  return { ...sealed, originalSha256, finalSha256: sha256Hex(sealed.bytes) };
}
