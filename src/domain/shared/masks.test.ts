import { describe, expect, it } from "vitest";
import { itMaps } from "../../../tests/helpers/examples";
import { maskCnpj, maskCpf, maskDecimal, maskPhone, PHONE_MASK_LENGTH, VARIABLE_INPUT_MASKS } from "./masks";

/** What an input shows after each key, the mask applied to what it held plus the key. */
const typeKeys = (keys: string) => [...keys].reduce((shown, key) => maskPhone(shown + key), "");

describe("maskPhone: one phone mask with the country code 55 (spec 2 §9, 18 characters)", () => {
  // A number typed key by key keeps its country code, or gets it; never more than 13 digits.
  itMaps(typeKeys, [
    ["5511987654321", "55 (11) 98765-4321"],
    ["551134567890", "55 (11) 3456-7890"],
    ["55119876543219", "55 (11) 98765-4321"],
    ["11987654321", "55 (11) 98765-4321"],
    // A key that is not a digit, "+" included, is dropped: the first 5 stays as it was.
    ["5+", "5"],
    ["5a", "5"],
  ]);

  itMaps(maskPhone, [
    // Typed or pasted without the country code: it is added (an area code 55 is kept).
    ["11987654321", "55 (11) 98765-4321"],
    ["(11) 98765-4321", "55 (11) 98765-4321"],
    ["(55) 99999-8888", "55 (55) 99999-8888"],
    ["1134567890", "55 (11) 3456-7890"],
    // Pasted with its country code, and the mask's own output unchanged.
    ["5511987654321", "55 (11) 98765-4321"],
    ["+55 (11) 98765-4321", "55 (11) 98765-4321"],
    ["+55 11 98765 4321", "55 (11) 98765-4321"],
    ["55 (55) 99999-8888", "55 (55) 99999-8888"],
    ["55 (11) 98765-4321", "55 (11) 98765-4321"],
    // The partial mask while typing, and nothing once emptied.
    ["5", "5"],
    ["55", "55"],
    ["551", "55 (1"],
    ["5511", "55 (11"],
    ["55119", "55 (11) 9"],
    ["55 (", "55"],
    ["", ""],
    ["55119876", "55 (11) 9876"],
    ["551198765", "55 (11) 9876-5"],
    // A bare number of 10 or 11 digits is area code and number, even when its area code is 55;
    // with spaces or 12 digits, a leading 55 is the country code.
    ["5512345678", "55 (55) 1234-5678"],
    ["55987654321", "55 (55) 98765-4321"],
    ["55 1234 5678", "55 (12) 3456-78"],
    ["551234567890", "55 (12) 3456-7890"],
    // Spaces around a pasted number are not part of it.
    [" (55) 99999-8888 ", "55 (55) 99999-8888"],
    [" 5", "5"],
    // Never more than the 11 digits of area code and number.
    ["(11) 98765-43210", "55 (11) 98765-4321"],
  ]);

  it("fills the 18 characters of the mask", () => {
    expect(typeKeys("5511987654321")).toHaveLength(PHONE_MASK_LENGTH);
  });
});

/** What an input shows after each key, for any of the masks. */
const typeInto = (mask: (v: string) => string) => (keys: string) =>
  [...keys].reduce((shown, key) => mask(shown + key), "");

describe("maskCpf: 000.000.000-00 while typing (spec 3 §5, 14 characters)", () => {
  itMaps(maskCpf, [
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
    // Pasted with its punctuation, or with something around it, and past the 11 digits.
    ["529.982.247-25", "529.982.247-25"],
    ["CPF: 529 982 247 25.", "529.982.247-25"],
    ["529982247251", "529.982.247-25"],
    ["abc", ""],
  ]);

  it("typed key by key, fills the 14 characters of the mask", () => {
    expect(typeInto(maskCpf)("52998224725")).toBe("529.982.247-25");
    expect(typeInto(maskCpf)("529982247259")).toHaveLength(VARIABLE_INPUT_MASKS.cpf.maxLength);
  });
});

describe("maskCnpj: 00.000.000/0000-00, letters in the first 12 positions", () => {
  itMaps(maskCnpj, [
    ["11222333000181", "11.222.333/0001-81"],
    ["11.222.333/0001-81", "11.222.333/0001-81"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["112", "11.2"],
  ]);
});

describe("maskDecimal: a number variable while typing", () => {
  itMaps(maskDecimal, [
    ["", ""],
    ["2500", "2500"],
    ["2.500,5", "2.500,5"],
    ["2,", "2,"],
    [",5", ",5"],
    ["1,2,3", "1,23"],
    ["-7", "-7"],
    [" -7", "-7"],
    ["7-", "7"],
    ["R$ 1.000,00", "1.000,00"],
    ["abc", ""],
  ]);

  it("keeps at most 40 characters", () => {
    expect(maskDecimal("9".repeat(50))).toBe("9".repeat(40));
    expect(maskDecimal(`-${"9".repeat(50)}`)).toBe(`-${"9".repeat(39)}`);
  });
});

describe("the masked variable inputs (document form, template preview)", () => {
  it("each placeholder is a full mask: unchanged by its mask, as long as the input allows", () => {
    for (const input of Object.values(VARIABLE_INPUT_MASKS)) {
      expect(input.mask(input.placeholder)).toBe(input.placeholder);
      expect(input.placeholder).toHaveLength(input.maxLength);
    }
  });

  it("masks each type with its own mask and keyboard (letters only for the CNPJ)", () => {
    expect(VARIABLE_INPUT_MASKS.cpf.mask("52998224725")).toBe("529.982.247-25");
    expect(VARIABLE_INPUT_MASKS.cnpj.mask("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(VARIABLE_INPUT_MASKS.phone.mask("11987654321")).toBe("55 (11) 98765-4321");
    expect(VARIABLE_INPUT_MASKS.cpf.inputMode).toBe("numeric");
    expect(VARIABLE_INPUT_MASKS.cnpj.inputMode).toBe("text");
    expect(VARIABLE_INPUT_MASKS.phone.inputMode).toBe("tel");
  });
});
