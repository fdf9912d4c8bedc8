import { count } from "drizzle-orm";
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../src/server/db/tables/files";
import { decodePng } from "../../src/server/platform/images/png";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
  uploadBytes,
} from "../helpers/app";
import { testJpeg } from "../helpers/branding";
import { createPlanWith } from "../helpers/fixtures";
import { pngVariant } from "../helpers/png-variants";

// Issue 38 point 8 and issue 48 point 12: a logo is decoded and written back afresh, JPEG as PNG is,
// under the same 4000 × 4000 limit; a 16-bit or interlaced PNG is converted, not refused.
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const plan = await createPlanWith(ctx.db, "Com Marca", { custom_branding_enabled: true });
  admin = await createSignedInUser(ctx, "corporate_admin", {
    accountId: await createCorporateAccount(ctx.db, "Alfa Ltda", plan),
  });
});
afterAll(() => ctx.close());

const upload = (bytes: Buffer) => uploadBytes(ctx, admin.cookie, "/api/corporate/branding/logo", bytes);
const served = async (url: string) => {
  const res = await api(ctx, { method: "GET", url });
  expect(res.statusCode).toBe(200);
  return res;
};

/** The JPEG with its first frame header (SOF0) claiming another size. */
function claimingSize(source: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(source);
  const sof = out.indexOf(Buffer.from([0xff, 0xc0]));
  out.writeUInt16BE(height, sof + 5);
  out.writeUInt16BE(width, sof + 7);
  return out;
}

describe("a JPEG logo", () => {
  it("is served without what came after its end marker nor its comments", async () => {
    const source = jpeg.encode(
      { width: 40, height: 20, data: Buffer.alloc(40 * 20 * 4, 200), comments: ["segredo do autor"] },
      90,
    ).data;
    const tail = Buffer.from("<script>alert(1)</script>PK\x03\x04 um zip escondido");
    const res = await upload(Buffer.concat([source, tail]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentType).toBe("image/jpeg");
    const body = (await served(res.json().url)).rawPayload;
    expect(body.includes(Buffer.from("<script>"))).toBe(false);
    expect(body.includes(Buffer.from("um zip escondido"))).toBe(false);
    expect(body.includes(Buffer.from("segredo do autor"))).toBe(false);
    expect(body.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const image = jpeg.decode(body, { useTArray: true });
    expect([image.width, image.height]).toEqual([40, 20]);
    expect(Math.abs((image.data[0] as number) - 200)).toBeLessThanOrEqual(3);
  });

  it("claiming 65000 × 65000 pixels is refused, naming the limit, and nothing is stored", async () => {
    const files = async () => (await ctx.db.select({ n: count() }).from(storedFiles))[0]?.n;
    const before = await files();
    const res = await upload(claimingSize(testJpeg(), 65000, 65000));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      "O logotipo deve ter no máximo 4000 × 4000 pixels (este tem 65000×65000 px).",
    );
    const broken = await upload(Buffer.concat([testJpeg().subarray(0, 200)]));
    expect(broken.statusCode).toBe(415);
    expect(broken.json().error.message).toBe(
      "Não foi possível ler a imagem do logotipo: envie outro arquivo PNG ou JPEG (JPEG inválido: dados da imagem).",
    );
    expect(await files()).toBe(before);
  });
});

describe("a 16-bit or interlaced PNG logo", () => {
  const colour = (x: number, y: number) => [(x * 6) % 256, (y * 12) % 256, 90, 255];
  it("is accepted and served as a plain 8-bit RGBA PNG with the same pixels", async () => {
    const variants = [
      pngVariant({
        width: 40,
        height: 20,
        colorType: 6,
        depth: 16,
        sample: (x, y) => colour(x, y).map((v) => v * 257),
      }),
      pngVariant({ width: 40, height: 20, colorType: 6, depth: 8, interlace: true, sample: colour }),
      pngVariant({
        width: 40,
        height: 20,
        colorType: 2,
        depth: 16,
        interlace: true,
        sample: (x, y) =>
          colour(x, y)
            .slice(0, 3)
            .map((v) => v * 257),
      }),
    ];
    for (const png of variants) {
      const res = await upload(png);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().contentType).toBe("image/png");
      const body = (await served(res.json().url)).rawPayload;
      // IHDR: 8 bits, RGBA (6), not interlaced.
      expect([body[24], body[25], body[28]]).toEqual([8, 6, 0]);
      const image = decodePng(body, { width: 40, height: 20 });
      expect([...image.pixels.subarray((5 * 40 + 7) * 4, (5 * 40 + 7) * 4 + 4)]).toEqual(colour(7, 5));
    }
  });
});
