import { describe, expect, it } from "vitest";
import { isValidCnpj, isValidCpf } from "./brazil";

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
