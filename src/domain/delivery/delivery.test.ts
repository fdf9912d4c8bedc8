import { describe, expect, it } from "vitest";
import { canResend, shareBodySchema, whatsappNumber } from "./delivery";

describe("whatsappNumber", () => {
  it("sends E.164 digits with the country code", () => {
    expect(whatsappNumber("+55 (11) 98765-4321")).toBe("5511987654321");
    expect(whatsappNumber("(11) 3456-7890")).toBe("551134567890");
    expect(whatsappNumber("55 (11) 98765-4321")).toBe("5511987654321");
  });
});

describe("shareBodySchema", () => {
  const issues = (body: unknown) =>
    shareBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  it("requires the recipient of the chosen channel with the spec's texts", () => {
    expect(issues({ channel: "email", recipient: "" })).toEqual([
      ["recipient", "E-mail do destinatário é obrigatório"],
    ]);
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
