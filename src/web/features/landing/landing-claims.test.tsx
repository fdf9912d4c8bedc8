import { describe, expect, it } from "vitest";
import { prerender } from "./prerender";

/** Issue 48 point 3: the landing promises only what a default install does. */
describe("the landing's legal-validity claim", () => {
  it("says what the built-in seal is, and no ICP-Brasil certification it does not have", () => {
    const html = prerender();
    expect(html).toContain("assinatura eletrônica avançada com selo e trilha de evidências.");
    expect(html).not.toContain("ICP-Brasil");
  });
});
