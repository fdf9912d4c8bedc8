import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";
import PizZip from "pizzip";
import { deflatedEntry, zipOf } from "../helpers/hostile-zip";
import { PNG_1PX } from "../templates/fixtures";

/**
 * Test .docx files made here with the `docx` library or hand-built zips (issue 25: nothing copied
 * from anywhere): split runs, tables, lists, headers/footers, an image, 50 variables, 40 pages,
 * a zip bomb, a macro-enabled file renamed, a corrupt zip.
 */
const pack = (children: (Paragraph | Table)[], extra: { header?: Paragraph[]; footer?: Paragraph[] } = {}) =>
  Packer.toBuffer(
    new Document({
      numbering: {
        config: [{ reference: "num", levels: [{ level: 0, format: "decimal", text: "%1.", alignment: "left" }] }],
      },
      sections: [
        {
          headers: extra.header ? { default: new Header({ children: extra.header }) } : undefined,
          footers: extra.footer ? { default: new Footer({ children: extra.footer }) } : undefined,
          children,
        },
      ],
    }),
  );

const p = (text: string) => new Paragraph(text);

/**
 * A contract with a placeholder split over three runs (bold in the middle), a condition, a list, a
 * table, a header with an image and a footer; `malformed` adds a duplicate, a malformed and an unclosed one.
 */
export const contractDocx = ({ malformed = false } = {}) =>
  pack(
    [
      new Paragraph({ text: "Contrato de Prestação de Serviços", heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun("CONTRATANTE: {{nome"),
          new TextRun({ text: "_clie", bold: true }),
          new TextRun("nte}}, CPF {{cpf}}, nascido em {{data_nascimento}}."),
        ],
      }),
      new Paragraph({
        children: [new TextRun({ text: "Cláusula em itálico e sublinhada", italics: true, underline: {} })],
      }),
      p("{{#se multa > 0}}"),
      p("Multa de {{multa|com_extenso}}."),
      p("{{#senão}}"),
      p("Sem multa."),
      p("{{/se}}"),
      p("{{#cada parcelas}}"),
      new Paragraph({
        numbering: { reference: "num", level: 0 },
        text: "Parcela {{parcelas.indice}}: {{parcelas.valor}} em {{parcelas.vencimento}}",
      }),
      p("{{/cada}}"),
      new Table({
        rows: [
          new TableRow({
            children: [new TableCell({ children: [p("Foro")] }), new TableCell({ children: [p("{{cidade}}")] })],
          }),
        ],
      }),
      p(
        `Contato: {{email_cliente}} {{telefone}}.${malformed ? " E de novo {{cpf}}. Quebrado: {{ nome cliente }} e {{aberto" : ""}`,
      ),
      new Paragraph({ children: [new PageBreak()] }),
      p("Assinatura"),
    ],
    {
      header: [
        new Paragraph({
          children: [
            new ImageRun({ type: "png", data: PNG_1PX, transformation: { width: 20, height: 20 } }),
            new TextRun("Empresa X"),
          ],
        }),
      ],
      footer: [p("Rodapé da empresa")],
    },
  );

/** A body with 50 distinct variables spread over 40 pages (page breaks between long paragraphs). */
export const bigDocx = () => {
  const children: Paragraph[] = [];
  const filler = "Cláusula de texto corrido com conteúdo suficiente para ocupar espaço na página. ".repeat(12);
  for (let page = 0; page < 40; page++) {
    for (let k = 0; k < 4; k++) children.push(p(filler));
    children.push(p(`Página ${page + 1}: {{campo_${page}}} {{campo_${(page + 40) % 50}}} {{valor_${page % 10}}}`));
    children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return pack(children);
};

/** A zip whose word/document.xml inflates from ~300 KB to 300 MB of zeros, named like a .docx. */
export function zipBombDocx(): Buffer {
  const zeros = Buffer.alloc(300 * 1024 * 1024, 0x30);
  return zipOf([
    deflatedEntry("[Content_Types].xml", Buffer.from("<Types/>")),
    deflatedEntry("word/document.xml", zeros),
  ]);
}

/** A macro-enabled document (its content type and vbaProject.bin) saved with a .docx name. */
export async function docmRenamed(): Promise<Buffer> {
  const zip = new PizZip(await pack([p("Olá {{nome}}")]));
  const types = zip.file("[Content_Types].xml")?.asText() ?? "";
  zip.file(
    "[Content_Types].xml",
    types.replace(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      "application/vnd.ms-word.document.macroEnabled.main+xml",
    ),
  );
  zip.file("word/vbaProject.bin", Buffer.from("macro"));
  return zip.generate({ type: "nodebuffer" });
}

/** A .docx cut in half: the zip's local header is there, its directory is not. */
export const corruptDocx = async () => (await pack([p("texto")])).subarray(0, 400);

/** A one-line .docx. */
export const simpleDocx = (text: string) => pack([p(text)]);
