import { describe, expect, it } from "vitest";
import {
  formatCnpj,
  formatCpf,
  formatPhone,
  isBrazilianE164,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  maskCnpjInput,
  phoneDigits,
} from "./brazil";

/** Issue 31, bug 1: both check digits count, for CPF and for CNPJ (numeric and the 2026 alphanumeric form). */
describe("CPF and CNPJ check digits", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["529.982.247-15", false], // first check digit wrong
    ["529.982.247-24", false], // second check digit wrong
    ["529.982.247-26", false],
    ["111.111.111-11", false],
  ])("CPF %s → %s", (value, valid) => {
    expect(isValidCpf(value)).toBe(valid);
  });

  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["11.222.333/0001-91", false], // first check digit wrong
    ["11.222.333/0001-82", false], // second check digit wrong
    ["12.ABC.345/01DE-35", true],
    ["12ABC34501DE35", true],
    ["12ABC34501DE45", false], // alphanumeric, first check digit wrong
    ["12ABC34501DE36", false], // alphanumeric, second check digit wrong
  ])("CNPJ %s → %s", (value, valid) => {
    expect(isValidCnpj(value)).toBe(valid);
  });
});

describe("CPF, CNPJ and phone masks (spec 2 §9, spec 3 §5)", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    [" 529.982.247-25 ", "529.982.247-25"],
    ["5299822472", "5299822472"],
    ["  abc  ", "abc"],
  ])("formatCpf(%j) → %j", (value, shown) => {
    expect(formatCpf(value)).toBe(shown);
  });

  it.each([
    ["11222333000181", "11.222.333/0001-81"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.ABC.345/01DE-35", "12.ABC.345/01DE-35"],
    ["11 222 333 0001 81", "11.222.333/0001-81"],
    ["12ABC34501DEAB", "12ABC34501DEAB"], // check digits are always digits
    [" 1122233300018 ", "1122233300018"],
    ["112223330001812", "112223330001812"],
  ])("formatCnpj(%j) → %j", (value, shown) => {
    expect(formatCnpj(value)).toBe(shown);
  });

  it.each([
    ["5511987654321", "+55 (11) 98765-4321"],
    ["551134567890", "+55 (11) 3456-7890"],
    ["11987654321", "(11) 98765-4321"],
    ["1134567890", "(11) 3456-7890"],
    ["4411987654321", "4411987654321"],
    ["5534567890", "(55) 3456-7890"],
    [" 123 ", "123"],
  ])("formatPhone(%j) → %j", (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });

  it.each([
    ["1134567890", true],
    ["11987654321", true],
    ["551134567890", true],
    ["+55 (11) 98765-4321", true],
    ["113456789", false],
    ["441134567890", false],
    ["4411987654321", false],
    ["55119876543210", false],
  ])("isValidPhone(%j) → %s", (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });

  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "12.3"],
    ["12345", "12.345"],
    ["123456", "12.345.6"],
    ["12345678", "12.345.678"],
    ["123456789", "12.345.678/9"],
    ["123456789012", "12.345.678/9012"],
    ["1234567890123", "12.345.678/9012-3"],
    ["12abc34501de35999", "12.ABC.345/01DE-35"],
    ["12.ABC-345", "12.ABC.345"],
  ])("maskCnpjInput(%j) → %j", (typed, shown) => {
    expect(maskCnpjInput(typed)).toBe(shown);
  });

  it("reads E.164 digits and Brazilian numbers", () => {
    expect(phoneDigits("+55 (11) 98765-4321")).toBe("5511987654321");
    expect(isBrazilianE164("+55 (11) 98765-4321")).toBe(true);
    expect(isBrazilianE164("551134567890")).toBe(true);
    expect(isBrazilianE164("55113456789")).toBe(false);
    expect(isBrazilianE164("551198765432100")).toBe(false);
    expect(isBrazilianE164("5411987654321")).toBe(false);
    expect(isBrazilianE164("x5511987654321")).toBe(true);
    expect(isBrazilianE164("115511987654321")).toBe(false);
  });
});
