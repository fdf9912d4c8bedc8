import { describe, expect, it } from "vitest";
import { brandPalette, colourProblem, contrastRatio } from "../../src/domain/branding/branding";

/** Every colour of a coarse RGB grid that the settings accept: the pages must stay readable with any of them. */
function acceptedColours(): string[] {
  const steps = [0, 0x22, 0x44, 0x66, 0x88, 0xaa, 0xcc, 0xee];
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const out: string[] = [];
  for (const r of steps) for (const g of steps) for (const b of steps) out.push(`#${hex(r)}${hex(g)}${hex(b)}`);
  return out.filter((c) => colourProblem("A cor", c) === null);
}

describe("brand palette (issue 26: axe 0 serious whatever colour passes the check)", () => {
  it("accepts dark and vivid colours, refuses light ones and near-black", () => {
    expect(colourProblem("A cor", "#1d4ed8")).toBeNull();
    expect(colourProblem("A cor", "#0f766e")).toBeNull();
    expect(colourProblem("A cor", "#facc15")).toMatch(/contraste 1,5:1 com o branco/);
    expect(colourProblem("A cor", "#0f172a")).toMatch(/não se distingue do texto/);
  });

  it("keeps the pairs the pages use at WCAG AA (4.5:1) for every accepted colour", () => {
    const colours = acceptedColours();
    expect(colours.length).toBeGreaterThan(50);
    for (const c of colours) {
      const p = brandPalette(c);
      const pairs: Array<[string, string, string]> = [
        ["white on 700 (buttons)", "#ffffff", p["--color-blue-700"] ?? ""],
        ["white on 800 (hover)", "#ffffff", p["--color-blue-800"] ?? ""],
        ["900 on 50 (tinted links)", p["--color-blue-900"] ?? "", p["--color-blue-50"] ?? ""],
        ["800 on 100", p["--color-blue-800"] ?? "", p["--color-blue-100"] ?? ""],
        ["700 on white (links)", p["--color-blue-700"] ?? "", "#ffffff"],
      ];
      for (const [what, fg, bg] of pairs) {
        expect({ colour: c, what, ok: contrastRatio(fg, bg) >= 4.5 }).toEqual({ colour: c, what, ok: true });
      }
    }
  });
});
