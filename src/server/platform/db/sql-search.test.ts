import { describe, expect, it } from "vitest";
import { containsPattern } from "./sql-search";

describe("containsPattern", () => {
  it("wraps the text in % and escapes \\, % and _ so they match literally", () => {
    expect(containsPattern("ana")).toBe("%ana%");
    expect(containsPattern("50%_off\\x")).toBe("%50\\%\\_off\\\\x%");
  });
});
