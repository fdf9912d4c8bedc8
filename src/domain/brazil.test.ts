import { describe, expect, it } from "vitest";
import { formatCnpj, isBrazilianE164, isValidCnpj, isValidCpf, maskCnpjInput } from "./brazil";

describe("brazil", () => {
  it("validates numeric and alphanumeric CNPJ, masked or not", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
  });
  it("formats and masks CNPJ", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskCnpjInput("1122233")).toBe("11.222.33");
    expect(maskCnpjInput("11222333000181999")).toBe("11.222.333/0001-81");
  });
  it("validates CPF and phones", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isBrazilianE164("5511987654321")).toBe(true);
    expect(isBrazilianE164("551133334444")).toBe(true);
    expect(isBrazilianE164("11987654321")).toBe(false);
  });
});
