import { describe, expect, it } from "vitest";
import { maskPhone, PHONE_MASK_LENGTH } from "./masks";

/** What an input shows after each key, the mask applied to what it held plus the key. */
const typeKeys = (keys: string) => [...keys].reduce((shown, key) => maskPhone(shown + key), "");

describe("maskPhone: one phone mask with the country code 55 (spec 2 §9, 18 characters)", () => {
  it("keeps a number typed key by key with its country code", () => {
    expect(typeKeys("5511987654321")).toBe("55 (11) 98765-4321");
    expect(typeKeys("5511987654321")).toHaveLength(PHONE_MASK_LENGTH);
    expect(typeKeys("551134567890")).toBe("55 (11) 3456-7890");
    expect(typeKeys("55119876543219")).toBe("55 (11) 98765-4321"); // no more than 13 digits
  });

  it("adds the country code to a number typed or pasted without it", () => {
    expect(typeKeys("11987654321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("11987654321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("(11) 98765-4321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("(55) 99999-8888")).toBe("55 (55) 99999-8888"); // area code 55 kept
    expect(maskPhone("1134567890")).toBe("55 (11) 3456-7890");
  });

  it("reads a pasted number with its country code, and its own output unchanged", () => {
    expect(maskPhone("5511987654321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("+55 (11) 98765-4321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("+55 11 98765 4321")).toBe("55 (11) 98765-4321");
    expect(maskPhone("55 (55) 99999-8888")).toBe("55 (55) 99999-8888");
    expect(maskPhone("55 (11) 98765-4321")).toBe("55 (11) 98765-4321");
  });

  it("shows the partial mask while typing and clears when emptied", () => {
    expect(["5", "55", "551", "5511", "55119"].map(maskPhone)).toEqual(["5", "55", "55 (1", "55 (11", "55 (11) 9"]);
    expect(maskPhone("55 (")).toBe("55");
    expect(maskPhone("")).toBe("");
  });
});
