import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTsa, startFakeTsa } from "../fakes/tsa";
import { poppler } from "../pdf/poppler";
import { threeLevelChain } from "./chain";
import { cmsBytesOf, cmsCertificateSubjects, contentsRoom, opensslVerify } from "./cms";
import { sampleSigner, sealSample } from "./sample-pdf";

/**
 * Issue 22 defect 1: a realistic A1 (leaf + intermediate + root, ~1.7–1.8 kB each) must seal, with and
 * without a TSA, with the whole chain in the CMS. Before the fix the placeholder held half the bytes
 * intended ("Signature exceeds placeholder length") and the request stayed in progress for ever.
 */
let tsa: FakeTsa;
const chain = threeLevelChain({ icpBrasil: false });
/** Another CA's root: the seal must not verify against it. */
const otherRoot = threeLevelChain({ icpBrasil: false }).rootPem;

beforeAll(async () => {
  tsa = await startFakeTsa();
});
afterAll(() => tsa.close());

const seal = (withTsa: boolean) =>
  sealSample(chain.seal, withTsa ? tsa.url : undefined, [sampleSigner(1), sampleSigner(2, "João Ninguém")]);

describe("sealing with a three-level A1 chain (defect 1: placeholder sized from the real CMS)", () => {
  it("the test chain is realistic: three certificates of about 1.7–1.8 kB", () => {
    expect(chain.sizes).toHaveLength(3);
    for (const size of chain.sizes) expect(size).toBeGreaterThan(1650);
    for (const size of chain.sizes) expect(size).toBeLessThan(1900);
  });

  it.each([
    ["without a TSA", false],
    ["with a TSA", true],
  ])("%s: pdfsig says the signature is valid and the CMS carries leaf, intermediate and root", async (_, withTsa) => {
    const { bytes, timestamp } = await seal(withTsa);
    const report = poppler("pdfsig", bytes);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Signer Certificate Common Name: EMPRESA DE TESTE LTDA:12345678000195");
    const subjects = cmsCertificateSubjects(bytes);
    expect(subjects).toHaveLength(3);
    expect(subjects.join("\n")).toMatch(/EMPRESA DE TESTE LTDA/);
    expect(subjects.join("\n")).toMatch(/AC Intermediaria de Teste/);
    expect(subjects.join("\n")).toMatch(/Raiz de Teste v5/);
    // OpenSSL builds the path leaf → intermediate → root from the CMS alone, the root as the only anchor.
    expect(opensslVerify(bytes, chain.rootPem)).toContain("CMS Verification successful");
    expect(opensslVerify(bytes, otherRoot)).toMatch(/unable to get local issuer|certificate verify error/);
    expect(timestamp === null || "genTime" in timestamp).toBe(true);
    if (withTsa) expect(timestamp).toHaveProperty("genTime");
    // The room is what the CMS needs (plus the token's room with a TSA and a small margin), not a guess.
    const cms = cmsBytesOf(bytes).length;
    expect(contentsRoom(bytes)).toBeGreaterThanOrEqual(cms);
    if (!withTsa) expect(contentsRoom(bytes) - cms).toBeLessThan(2048);
  });
});
