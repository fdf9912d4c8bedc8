import { describe, expect, it } from "vitest";
import { copyrightNotice } from "./copyright";

describe("copyrightNotice", () => {
  it("names the year it is given, and none for markup drawn at build time", () => {
    expect(copyrightNotice(2027)).toBe("© 2027 Minuta. Todos os direitos reservados.");
    expect(copyrightNotice()).toBe("© Minuta. Todos os direitos reservados.");
  });
});
