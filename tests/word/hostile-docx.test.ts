import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCX_MAX_XML_ELEMENTS } from "../../src/domain/word/word";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { templateWordSources } from "../../src/server/db/tables/word";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { bombBytes, withPart } from "../helpers/hostile-zip";
import { createCategory } from "../templates/fixtures";
import { simpleDocx } from "./docx-fixtures";

/** Issue 38, points 3, 4 and 6: .docx files made to stall the server or break its XML reading. */
let ctx: TestContext;
let a: CorporateUsers;
let categoryId: string;
let plain: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  categoryId = await createCategory(ctx.db, [accountA], "Contratos");
  plain = await simpleDocx("Olá {{nome}}");
}, 60_000);
afterAll(() => ctx.close());

const analyze = (payload: Buffer) =>
  api(ctx, {
    method: "POST",
    url: "/api/templates/import/analyze",
    cookie: a.admin.cookie,
    payload,
    headers: { "content-type": "application/octet-stream" },
  });
const importFile = (file: Buffer) =>
  api(ctx, {
    method: "POST",
    url: "/api/templates/import",
    cookie: a.admin.cookie,
    payload: {
      template: { title: "Modelo hostil", categoryId, templateContent: "<p>Olá</p>", variablesSchema: [] },
      docxBase64: file.toString("base64"),
    },
  });

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
/** The plain .docx with its word/document.xml replaced (deflated, honest sizes). */
const withDocument = (xml: string) => {
  const zip = new PizZip(plain);
  zip.file("word/document.xml", xml);
  return zip.generate({ type: "nodebuffer", compression: "DEFLATE" });
};
const body = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${inner}</w:body></w:document>`;
const runs = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

async function expectRefused(file: Buffer, status: number, message: string) {
  const res = await analyze(file);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(message);
  const saved = await importFile(file);
  expect(saved.statusCode, saved.body).toBe(status);
  expect(saved.json().error.message).toBe(message);
  expect(await ctx.db.select().from(documentTemplates)).toHaveLength(0);
  expect(await ctx.db.select().from(templateWordSources)).toHaveLength(0);
}

const MALFORMED = "O arquivo .docx tem XML malformado e não pode ser lido.";
const ENTITIES = "O arquivo .docx usa entidades ou declarações DOCTYPE no XML, que não são aceitas.";
const ZIP_BOMB = "O arquivo .docx descompactado é grande demais para ser importado.";

describe("hostile XML in a .docx is a Portuguese 422, never a 500 (point 6)", () => {
  it("refuses an undefined entity", async () => {
    await expectRefused(withDocument(body(runs("Olá &nome_cliente;"))), 422, ENTITIES);
  });

  it("refuses billion laughs without expanding a single entity", async () => {
    const levels = Array.from({ length: 9 }, (_, i) => {
      const prev = i === 0 ? "lol" : `lol${i}`;
      return `<!ENTITY lol${i + 1} "${`&${prev};`.repeat(10)}">`;
    }).join("");
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${levels}]><w:document ${W}><w:body>${runs("&lol9;")}</w:body></w:document>`;
    const started = process.memoryUsage().rss;
    await expectRefused(withDocument(xml), 422, ENTITIES);
    // 10^9 "lol" would be gigabytes; refusing at the DOCTYPE costs nothing of the kind.
    expect(process.memoryUsage().rss - started).toBeLessThan(500 * 1024 * 1024);
  });

  it("refuses malformed XML", async () => {
    await expectRefused(withDocument(body('<w:p><w:r><w:t>aberto</w:r></w:p><w:p attr="sem fim>')), 422, MALFORMED);
  });

  it("refuses a DOCTYPE even without entities, and an undefined entity in another part", async () => {
    await expectRefused(withDocument(`<!DOCTYPE w:document>${body(runs("Olá"))}`), 422, ENTITIES);
    const zip = new PizZip(plain);
    zip.file("word/styles.xml", `<?xml version="1.0"?><w:styles ${W}>&estilo;</w:styles>`);
    await expectRefused(zip.generate({ type: "nodebuffer", compression: "DEFLATE" }), 422, ENTITIES);
  });

  it("still reads the five XML entities and character references as text", async () => {
    const res = await analyze(withDocument(body(runs("A &amp; B &lt;{{nome}}&gt; &#x263A; &#231;"))));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().templateContent).toContain("A &amp; B &lt;{{nome}}&gt; ☺ ç");
    expect(res.json().variables.map((v: { key: string }) => v.key)).toEqual(["nome"]);
  });
});

describe("unclosed paragraphs are read in one linear pass (point 3)", () => {
  it.each([30_000, 60_000])("%i unclosed <w:p > in a tiny file are refused as malformed", async (count) => {
    const file = withDocument(body("<w:p >".repeat(count)));
    expect(file.byteLength - plain.byteLength).toBeLessThan(1024);
    await expectRefused(file, 422, MALFORMED);
  });

  it("refuses a well-formed document with more elements than the cap, in Portuguese", async () => {
    const file = withDocument(body("<w:p/>".repeat(DOCX_MAX_XML_ELEMENTS)));
    await expectRefused(file, 422, "O arquivo .docx tem elementos demais (mais de 500.000) para ser importado.");
  });

  it("reads paragraphs split across runs, nested in a text box, with tabs only from runs", async () => {
    const xml = body(
      `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>{{nome</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">_cliente}} </w:t></w:r></w:p>` +
        `<w:p><w:r><w:t>Caixa: </w:t></w:r><w:r><w:txbxContent><w:p><w:r><w:t>{{dentro}}</w:t></w:r></w:p></w:txbxContent></w:r><w:r><w:t>{{fora}}</w:t></w:r></w:p>`,
    );
    const res = await analyze(withDocument(xml));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paragraphs).toBe(3);
    // The tab inside the split placeholder makes it malformed: the run's tab is read, the tab stop is not.
    expect(res.json().issues).toEqual([{ paragraph: 1, message: "Marcador malformado: {{nome\t_cliente}}" }]);
    // The text box's paragraph is the third (it opens after the second), its outer paragraph keeps {{fora}}.
    expect(res.json().variables.map((v: { key: string }) => v.key)).toEqual(["fora", "dentro"]);
  });
});

describe("zip bombs are counted while inflating (point 4)", () => {
  let bomb: Buffer;
  beforeAll(() => {
    bomb = bombBytes();
  });

  it("refuses a part that declares 2 KB and inflates to 256 MB, and stores nothing", async () => {
    const file = withPart(plain, "word/document.xml", bomb, 2048);
    expect(file.byteLength).toBeLessThan(512 * 1024);
    await expectRefused(file, 413, ZIP_BOMB);
  }, 60_000);

  it("refuses an honest 256 MB part before inflating it, and stores nothing", async () => {
    await expectRefused(withPart(plain, "word/media/fundo.bin", bomb), 413, ZIP_BOMB);
  }, 60_000);
});
