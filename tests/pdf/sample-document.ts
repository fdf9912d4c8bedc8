import { renderHeaderFooter, renderTemplate } from "../../src/domain/templates/render-template";
import type { HeaderFooterBlock } from "../../src/domain/templates/templates";

/** A 1×1 red PNG: small, valid, and easy to find with `pdfimages -list`. */
export const RED_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

export const HEADER_TEXT = "Cabeçalho Advocacia Exemplo Ltda";
export const FOOTER_TEXT = "Rodapé Rua das Flores 123 São Paulo";

export function block(type: "header" | "footer", text: string, imageUrl: string | null = null): HeaderFooterBlock {
  return {
    id: "00000000-0000-0000-0000-00000000000a",
    name: text,
    type,
    layoutType: imageUrl ? "image-text" : "text-only",
    imagePosition: "left",
    imageUrl,
    imageHeight: 60,
    contentHtml: `<p><strong>${text}</strong></p>`,
  };
}

/** Clauses of about a third of a page each: `clauses` = 3 × pages gives that many A4 pages. */
export function contractBody(clauses: number, extra = ""): string {
  const paragraph =
    "O CONTRATANTE e a CONTRATADA ajustam entre si as condições abaixo, que as partes leem, entendem e aceitam, com acentuação: ação, função, têm, você, parágrafo, cláusula.";
  const parts = Array.from(
    { length: clauses },
    (_, i) =>
      `<h2>Cláusula ${i + 1}</h2>${Array.from({ length: 3 }, () => `<p>${paragraph} ${paragraph}</p>`).join("")}`,
  );
  return renderTemplate({ content: `${extra}${parts.join("")}` });
}

export const headerHtml = (imageUrl: string | null = null) =>
  renderHeaderFooter(block("header", HEADER_TEXT, imageUrl));
export const footerHtml = () => renderHeaderFooter(block("footer", FOOTER_TEXT));
