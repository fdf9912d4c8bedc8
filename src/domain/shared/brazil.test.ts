import { describe } from "vitest";
import { itMaps } from "../../../tests/helpers/examples";
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
  /** Which of the two documents a value is valid as: a CPF is never a valid CNPJ, nor the reverse. */
  const validAs = (value: string) => (isValidCpf(value) ? "CPF" : isValidCnpj(value) ? "CNPJ" : "nenhum");
  itMaps(validAs, [
    ["529.982.247-25", "CPF"],
    ["52998224725", "CPF"],
    ["11.222.333/0001-81", "CNPJ"],
    ["11222333000181", "CNPJ"],
    ["12.ABC.345/01DE-35", "CNPJ"],
    ["12ABC34501DE35", "CNPJ"],
    // CPF, CNPJ and alphanumeric CNPJ, each with its first, then its second check digit wrong.
    ["529.982.247-15", "nenhum"],
    ["529.982.247-24", "nenhum"],
    ["11.222.333/0001-91", "nenhum"],
    ["11.222.333/0001-82", "nenhum"],
    ["12ABC34501DE45", "nenhum"],
    ["12ABC34501DE36", "nenhum"],
    ["529.982.247-26", "nenhum"],
    ["111.111.111-11", "nenhum"], // all digits alike
  ]);
});

describe("CPF, CNPJ and phone masks (spec 2 §9, spec 3 §5)", () => {
  itMaps(formatCpf, [
    ["52998224725", "529.982.247-25"],
    [" 529.982.247-25 ", "529.982.247-25"],
    ["5299822472", "5299822472"],
    ["  abc  ", "abc"],
  ]);

  itMaps(formatCnpj, [
    ["11222333000181", "11.222.333/0001-81"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.ABC.345/01DE-35", "12.ABC.345/01DE-35"],
    ["11 222 333 0001 81", "11.222.333/0001-81"],
    ["12ABC34501DEAB", "12ABC34501DEAB"], // check digits are always digits
    [" 1122233300018 ", "1122233300018"],
    ["112223330001812", "112223330001812"],
  ]);

  itMaps(formatPhone, [
    ["5511987654321", "+55 (11) 98765-4321"],
    ["551134567890", "+55 (11) 3456-7890"],
    ["11987654321", "(11) 98765-4321"],
    ["1134567890", "(11) 3456-7890"],
    ["4411987654321", "4411987654321"],
    ["5534567890", "(55) 3456-7890"],
    [" 123 ", "123"],
  ]);

  itMaps(isValidPhone, [
    ["1134567890", true],
    ["11987654321", true],
    ["551134567890", true],
    ["+55 (11) 98765-4321", true],
    ["113456789", false],
    ["441134567890", false],
    ["4411987654321", false],
    ["55119876543210", false],
  ]);

  itMaps(maskCnpjInput, [
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
  ]);

  // E.164 digits, and which of them are a Brazilian number.
  itMaps(phoneDigits, [["+55 (11) 98765-4321", "5511987654321"]]);
  itMaps(isBrazilianE164, [
    ["+55 (11) 98765-4321", true],
    ["551134567890", true],
    ["55113456789", false],
    ["551198765432100", false],
    ["5411987654321", false],
    ["x5511987654321", true],
    ["115511987654321", false],
  ]);
});
