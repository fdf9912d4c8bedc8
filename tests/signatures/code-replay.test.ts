import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureSigners } from "../../src/server/db/tables/signatures";
import { api, type TestContext } from "../helpers/app";
import type { CorporateUsers } from "../helpers/fixtures";
import { builtinSigningContext, codeIn, finalizedDocument, linkIn, mailsTo, requestSignatures } from "./support";

/**
 * Issue 31, bug 2: once a signer signed, the code is gone from the row (nothing left to replay or to
 * leak), and replaying the same code on the same link answers 409 and changes nothing.
 */
let ctx: TestContext;
let a: CorporateUsers;
let accountA: string;

beforeAll(async () => {
  ({
    ctx,
    a,
    tenants: { accountA },
  } = await builtinSigningContext(() => new Date()));
});
afterAll(() => ctx.close());

const UA = { "user-agent": "Navegador de Teste/1.0" };
const post = (url: string, payload?: Record<string, unknown>) =>
  api(ctx, { method: "POST", url, payload, headers: UA });

async function recipientByEmail(email: string) {
  const [r] = await ctx.db.select().from(signatureSigners).where(eq(signatureSigners.signerEmail, email));
  if (!r) throw new Error("no recipient");
  return r;
}

describe("the signing code after signing", () => {
  it("is cleared from the row, and a replay of the same code answers 409 without a second signature", async () => {
    const first = "helena.replay@exemplo.com";
    const second = "igor.replay@exemplo.com";
    const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
    const sent = await requestSignatures(ctx, a.standard.cookie, docId, [
      { signer_name: "Helena", signer_email: first, order_sequence: 1, authentication_method: "email" },
      { signer_name: "Igor", signer_email: second, order_sequence: 2, authentication_method: "email" },
    ]);
    expect(sent.statusCode).toBe(201);
    const token = linkIn(mailsTo(ctx, first)[0]?.text ?? "");
    await api(ctx, { method: "GET", url: `/api/sign/${token}/pdf`, headers: UA });
    expect((await post(`/api/sign/${token}/code`)).statusCode).toBe(200);
    const code = codeIn(mailsTo(ctx, first)[0]?.text ?? "");
    expect(code).toMatch(/^\d{6}$/);
    expect((await recipientByEmail(first)).codeHash).not.toBeNull();

    const signed = await post(`/api/sign/${token}/sign`, { code, typedSignature: "Helena" });
    expect(signed.statusCode).toBe(200);
    const after = await recipientByEmail(first);
    expect(after.status).toBe("signed");
    expect(after.codeHash).toBeNull();
    expect(after.codeVerifiedAt).not.toBeNull();

    const replay = await post(`/api/sign/${token}/sign`, { code, typedSignature: "Outra Pessoa" });
    expect(replay.statusCode).toBe(409);
    const again = await recipientByEmail(first);
    expect(again.signedAt?.getTime()).toBe(after.signedAt?.getTime());
    expect(again.signatureTyped).toBe("Helena");
    // Nor does the code open anything for the next signer.
    const next = linkIn(mailsTo(ctx, second)[0]?.text ?? "");
    expect(next).not.toBe("");
    const foreign = await post(`/api/sign/${next}/sign`, { code, typedSignature: "Igor" });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect((await recipientByEmail(second)).status).not.toBe("signed");
  });
});
