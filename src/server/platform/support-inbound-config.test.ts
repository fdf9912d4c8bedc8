import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { NODE_ENV: "test", AUTH_SECRET: "a".repeat(32), ENCRYPTION_KEY: "b".repeat(32) };

describe("SUPPORT_INBOUND_ADDRESS / SUPPORT_INBOUND_SECRET (decision 0050)", () => {
  it("is off when neither is set", () => {
    expect(loadConfig(base).supportInbound).toBeUndefined();
  });

  it("reads both, the address in lower case", () => {
    const config = loadConfig({
      ...base,
      SUPPORT_INBOUND_ADDRESS: " Suporte@Minuta.Example.com ",
      SUPPORT_INBOUND_SECRET: "s".repeat(24),
    });
    expect(config.supportInbound).toEqual({ address: "suporte@minuta.example.com", secret: "s".repeat(24) });
  });

  it("refuses an address without a secret, a short secret, and an address with a '+' or malformed", () => {
    expect(() => loadConfig({ ...base, SUPPORT_INBOUND_ADDRESS: "suporte@minuta.example.com" })).toThrow(
      /SUPPORT_INBOUND_SECRET é obrigatório/,
    );
    expect(() =>
      loadConfig({ ...base, SUPPORT_INBOUND_ADDRESS: "suporte@minuta.example.com", SUPPORT_INBOUND_SECRET: "curto" }),
    ).toThrow(/ao menos 24 caracteres/);
    for (const address of ["suporte+x@minuta.example.com", "suporte", ""]) {
      expect(() =>
        loadConfig({ ...base, SUPPORT_INBOUND_ADDRESS: address, SUPPORT_INBOUND_SECRET: "s".repeat(24) }),
      ).toThrow(/SUPPORT_INBOUND_ADDRESS inválido/);
    }
  });
});
