import { describe, expect, it } from "vitest";
import { canResend, maskWhatsappInput, shareBodySchema, whatsappNumber } from "./delivery";

describe("maskWhatsappInput (+55 (DD) XXXXX-XXXX)", () => {
  it("masks as the user types, national digits after the fixed +55", () => {
    expect(["1", "11", "119", "11987654", "11987654321"].map(maskWhatsappInput)).toEqual([
      "+55 (1",
      "+55 (11",
      "+55 (11) 9",
      "+55 (11) 9876-54",
      "+55 (11) 98765-4321",
    ]);
    expect(maskWhatsappInput("+55 (11) 98765-43219")).toBe("+55 (11) 98765-4321"); // at most 13 digits
    expect(maskWhatsappInput("5511987654321")).toBe("+55 (11) 98765-4321"); // pasted with country code
    expect(maskWhatsappInput("+55 (55) 99999-8888")).toBe("+55 (55) 99999-8888"); // area code 55 kept
    expect(maskWhatsappInput("+55 (")).toBe("");
  });

  it("sends E.164 digits with the country code", () => {
    expect(whatsappNumber("+55 (11) 98765-4321")).toBe("5511987654321");
    expect(whatsappNumber("(11) 3456-7890")).toBe("551134567890");
  });
});

describe("shareBodySchema", () => {
  const issues = (body: unknown) =>
    shareBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  it("requires the recipient of the chosen channel with the spec's texts", () => {
    expect(issues({ channel: "email", recipient: "" })).toEqual([["recipient", "Email do destinatário é obrigatório"]]);
    expect(issues({ channel: "whatsapp", recipient: "" })).toEqual([
      ["recipient", "Número de telefone do destinatário é obrigatório"],
    ]);
    expect(issues({ channel: "whatsapp", recipient: "+55 (11) 98765-4321" })).toEqual([]);
    expect(issues({ channel: "sms", recipient: "x" })[0]?.[1]).toBe("Canal inválido");
  });
});

describe("canResend", () => {
  it("offers Reenviar on failed deliveries and on pending ones waiting for a retry", () => {
    expect(canResend({ status: "failed", errorMessage: "x" })).toBe(true);
    expect(canResend({ status: "pending", errorMessage: "Conexão recusada" })).toBe(true);
    expect(canResend({ status: "pending", errorMessage: null })).toBe(false);
    expect(canResend({ status: "sent", errorMessage: null })).toBe(false);
  });
});
