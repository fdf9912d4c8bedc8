import { describe, expect, it } from "vitest";
import {
  formatVerificationCode,
  isVerificationCode,
  maskEmail,
  normalizeVerificationCode,
  verificationCodeParamsSchema,
  verificationUrl,
} from "./verification";

describe("verification codes", () => {
  it("reads a code as people type it: case, spaces, hyphens, O for 0, I and L for 1", () => {
    expect(normalizeVerificationCode(" abcd-efgh jkmn-pqrs ")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeVerificationCode("OOII-LL00-1111-2222")).toBe("0011110011112222");
    expect(isVerificationCode("ABCDEFGHJKMNPQRS")).toBe(true);
    expect(isVerificationCode("ABCDEFGHJKMNPQRU")).toBe(false); // U is not in the alphabet
    expect(isVerificationCode("ABCDEFGHJKMNPQR")).toBe(false);
  });

  it("prints four groups and the address of the page with the code filled in", () => {
    expect(formatVerificationCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(verificationUrl("https://minuta.exemplo.com.br", "ABCDEFGHJKMNPQRS")).toBe(
      "https://minuta.exemplo.com.br/verificar?codigo=ABCD-EFGH-JKMN-PQRS",
    );
  });

  it("the route's params schema answers the Portuguese message for anything else", () => {
    expect(verificationCodeParamsSchema.parse({ code: "abcd-efgh-jkmn-pqrs" })).toEqual({ code: "ABCDEFGHJKMNPQRS" });
    const bad = verificationCodeParamsSchema.safeParse({ code: "ABCD-EFGH" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Código de verificação inválido/);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter of the name and of the domain, and the last label", () => {
    expect(maskEmail("maria.souza@empresa.com.br")).toBe("m***@e***.br");
    expect(maskEmail("a@b.io")).toBe("a***@b***.io");
    expect(maskEmail("sem-arroba")).toBe("***");
  });
});
