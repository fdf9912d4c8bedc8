import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { chainPkcs12, threeLevelChain } from "./chain";
import { pkcs12, uploadSealPfx } from "./support";

/**
 * Issue 48 point 3: the pages' HTML says "ICP-Brasil" only while an ICP-Brasil certificate seals
 * (an uploaded A1 that can seal now, decision 0033); a default install (the platform's self-signed
 * certificate) says what it does.
 */
let ctx: TestContext;
let superAdmin: TestUser;
const ADVANCED = "assinatura eletrônica avançada com selo e trilha de evidências.";
const ICP = "assinaturas com certificação ICP-Brasil e trilha de evidências.";

beforeAll(async () => {
  ctx = await createTestContext();
  superAdmin = await createSignedInUser(ctx, "super_admin");
});
afterAll(() => ctx.close());

const page = async (url: string, encoding?: string) => {
  const res = await ctx.app.inject({
    method: "GET",
    url,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toContain("text/html");
  expect(res.headers["cache-control"]).toBe("no-cache");
  return res;
};

describe("the seal claim in the served pages", () => {
  it("with the platform's self-signed certificate: the advanced signature, no ICP-Brasil", async () => {
    const landing = (await page("/landing")).body;
    expect(landing).toContain(ADVANCED);
    expect(landing).not.toContain("ICP-Brasil");
    expect(landing).not.toContain("data-seal-claim");
  });

  it("with an ICP-Brasil A1: the ICP-Brasil claim in the landing's markup and the mark on every page", async () => {
    const icp = threeLevelChain({ icpBrasil: true, leafName: "EMPRESA ICP LTDA:12345678000195" });
    expect((await uploadSealPfx(ctx, superAdmin.cookie, chainPkcs12(icp, "senha"), "senha")).statusCode).toBe(200);
    const landing = (await page("/landing")).body;
    expect(landing).toContain(ICP);
    expect(landing).not.toContain(ADVANCED);
    expect(landing).toContain('<html data-seal-claim="icp-brasil" lang="pt-BR">');
    // The SPA reaches the landing from the other pages too: they carry the mark its first render reads.
    expect((await page("/login")).body).toContain('data-seal-claim="icp-brasil"');
    expect((await page("/my-documents")).body).toContain('data-seal-claim="icp-brasil"');
    // Compressed as the built files are.
    const br = await page("/landing", "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBeLessThan(landing.length / 2);
  });

  it("with an A1 outside ICP-Brasil, and after going back to the platform's: the advanced claim again", async () => {
    const other = threeLevelChain({ icpBrasil: false });
    expect((await uploadSealPfx(ctx, superAdmin.cookie, chainPkcs12(other, "senha"), "senha")).statusCode).toBe(200);
    expect((await page("/landing")).body).toContain(ADVANCED);
    const selfSigned = pkcs12("Empresa Sem ICP", "senha");
    expect((await uploadSealPfx(ctx, superAdmin.cookie, selfSigned, "senha")).statusCode).toBe(200);
    expect((await page("/landing")).body).not.toContain("ICP-Brasil");
    const removed = await api(ctx, {
      method: "DELETE",
      url: "/api/signature-seal-certificate",
      cookie: superAdmin.cookie,
    });
    expect(removed.statusCode).toBe(204);
    const landing = (await page("/landing")).body;
    expect(landing).toContain(ADVANCED);
    expect(landing).not.toContain("data-seal-claim");
  });
});
