import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/support/examples";
import { maskPhone, PHONE_MASK_LENGTH } from "./masks";

/** What an input shows after each key, the mask applied to what it held plus the key. */
const typeKeys = (keys: string) => [...keys].reduce((shown, key) => maskPhone(shown + key), "");

describe("maskPhone: one phone mask with the country code 55 (spec 2 §9, 18 characters)", () => {
  // A number typed key by key keeps its country code, or gets it; never more than 13 digits.
  itMaps(typeKeys, [
    ["5511987654321", "55 (11) 98765-4321"],
    ["551134567890", "55 (11) 3456-7890"],
    ["55119876543219", "55 (11) 98765-4321"],
    ["11987654321", "55 (11) 98765-4321"],
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
  ]);

  it("fills the 18 characters of the mask", () => {
    expect(typeKeys("5511987654321")).toHaveLength(PHONE_MASK_LENGTH);
  });
});
