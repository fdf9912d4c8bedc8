import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type TestContext, uploadBytes } from "../helpers/app";
import { poppler } from "../pdf/poppler";
import { apiWorld, signAsEach } from "../public-api/support";
import { requestSignatures } from "../signatures/support";
import { contractPdf } from "./pdf-fixtures";

/**
 * Issue 40, signing: an uploaded PDF goes through the built-in flow (sequential signers, codes), and the
 * sealed result carries each signer's values where their fields were, the original pages' text
 * unchanged, the evidence page after them, and one seal pdfsig validates.
 */
let world: Awaited<ReturnType<typeof apiWorld>>;
let ctx: TestContext;
let signed: Buffer;
let original: Buffer;

const A4 = { width: 595.28, height: 841.89 };
const FIELDS = [
  { signer: 1, kind: "name", page: 2, x: 0.1, y: 0.3, width: 0.5, height: 0.05 },
  { signer: 1, kind: "signature", page: 3, x: 0.1, y: 0.6, width: 0.4, height: 0.08 },
  { signer: 2, kind: "date", page: 1, x: 0.6, y: 0.1, width: 0.3, height: 0.04 },
  { signer: 2, kind: "initials", page: 2, x: 0.85, y: 0.9, width: 0.1, height: 0.05 },
];
const SIGNERS = [
  { signer_name: "Maria Souza", signer_email: "maria.souza@exemplo.com.br", order_sequence: 1 },
  { signer_name: "Rui Barbosa Lima", signer_email: "rui.lima@exemplo.com.br", order_sequence: 2 },
];

/** The words pdftotext finds on a page, with their boxes in points from the page's top-left. */
function wordsOn(pdf: Buffer, page: number) {
  const html = poppler("pdftotext", pdf, ["-bbox", "-f", String(page), "-l", String(page)]);
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, x0, y0, x1, y1, text]) => ({ text, x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1) }));
}
/** Whether a word lies inside a field's rectangle (page fractions of an A4 page), within half a point. */
const inside = (w: ReturnType<typeof wordsOn>[number], f: (typeof FIELDS)[number]) =>
  w.x0 >= f.x * A4.width - 0.5 &&
  w.x1 <= (f.x + f.width) * A4.width + 0.5 &&
  w.y0 >= f.y * A4.height - 0.5 &&
  w.y1 <= (f.y + f.height) * A4.height + 0.5;

beforeAll(async () => {
  world = await apiWorld();
  ctx = world.ctx;
  const cookie = world.tenants.adminA.cookie;
  original = await contractPdf(3);
  const doc = (await uploadBytes(ctx, cookie, "/api/documents/pdf?title=Contrato%20enviado", original)).json();
  const placed = await api(ctx, {
    method: "PUT",
    url: `/api/documents/${doc.id}/fields`,
    cookie,
    payload: { fields: FIELDS },
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  const short = await requestSignatures(ctx, cookie, doc.id, SIGNERS.slice(0, 1));
  expect(short.statusCode).toBe(400);
  expect(short.json().error.details.fieldErrors.recipients).toBe(
    "O PDF tem campos para o 2º signatário, mas a solicitação tem 1 signatário.",
  );
  const sent = await requestSignatures(ctx, cookie, doc.id, SIGNERS);
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const replies = await signAsEach(
    ctx,
    SIGNERS.map((s) => s.signer_email),
  );
  if (replies.some((r) => r.statusCode !== 200)) throw new Error(replies.map((r) => r.body).join("\n"));
  const detail = (await api(ctx, { method: "GET", url: `/api/documents/${doc.id}`, cookie })).json();
  expect(detail.status).toBe("signed");
  const download = await api(ctx, { method: "GET", url: detail.signedDocumentUrl, cookie });
  expect(download.statusCode).toBe(200);
  signed = download.rawPayload;
}, 120_000);
afterAll(() => ctx.close());

describe("the signed PDF of an uploaded contract", () => {
  it("is sealed once, and pdfsig finds the seal valid", () => {
    const out = poppler("pdfsig", signed);
    expect(out).toContain("Signature is Valid.");
    expect(out.match(/Signature #/g)).toHaveLength(1);
  });

  it("keeps the original pages' text and appends the evidence page with the original's SHA-256", () => {
    for (const page of [1, 2, 3]) {
      const before = poppler("pdftotext", original, ["-f", String(page), "-l", String(page)]).trim();
      const after = poppler("pdftotext", signed, ["-f", String(page), "-l", String(page)]);
      for (const line of before.split("\n").filter(Boolean)) expect(after).toContain(line.trim());
    }
    const evidence = poppler("pdftotext", signed, ["-f", "4", "-l", "4"]);
    expect(evidence).toContain("Página de evidências");
    expect(evidence.replace(/\s+/g, "")).toContain(
      `SHA-256dodocumentooriginal:${createHash("sha256").update(original).digest("hex")}`,
    );
  });

  it("draws each signer's name, typed signature, initials and date of signing inside their fields", () => {
    const [name, signature, date, initials] = FIELDS as [
      (typeof FIELDS)[0],
      (typeof FIELDS)[0],
      (typeof FIELDS)[0],
      (typeof FIELDS)[0],
    ];
    const page2 = wordsOn(signed, 2);
    // Only the name, whole, in the name's field (the footer's stamp names the signers too, elsewhere).
    expect(page2.filter((w) => inside(w, name)).map((w) => w.text)).toEqual(["Maria", "Souza"]);
    const rl = page2.find((w) => w.text === "RL");
    expect(rl && inside(rl, initials)).toBe(true);
    // signAsEach types the first three letters of each signer's e-mail as the signature.
    const typed = wordsOn(signed, 3).find((w) => w.text === "mar");
    expect(typed && inside(typed, signature)).toBe(true);
    const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(
      new Date(),
    );
    const day = wordsOn(signed, 1).find((w) => w.text === today);
    expect(day && inside(day, date)).toBe(true);
    expect(page2.filter((w) => inside(w, initials)).map((w) => w.text)).toEqual(["RL"]);
  });
});
