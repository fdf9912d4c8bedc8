import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** ">=22" or ">=22.12.0" alone: no Node 20 meets it (ranges with "||" all keep a Node 20 branch here). */
const refusesNode20 = (range = "") => /^>=\s*(2[1-9]|[3-9]\d)\b/.test(range.trim()) && !range.includes("||");

/** Issue 48 point 17: the README says what `npm install` prints on the Node version it names. */
describe("the README's Node requirement", () => {
  it("names the three packages that warn EBADENGINE on Node 20, each of which the lockfile really holds", () => {
    const readme = readFileSync("README.md", "utf8").replace(/\s+/g, " ");
    expect(readme).toContain("No Node 20 o `npm install` avisa `EBADENGINE` para três pacotes que declaram Node 22");
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { version: string; engines?: { node?: string } }>;
    };
    const wants22 = Object.entries(lock.packages)
      .filter(([path, p]) => path.startsWith("node_modules/") && refusesNode20(p.engines?.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, "")}@${p.version.split(".")[0]}`);
    expect([...new Set(wants22)].sort()).toEqual(["content-disposition@3", "cookie@2", "sanitize-html@2"]);
    for (const named of ["`content-disposition` 3", "`cookie` 2", "`sanitize-html` 2.18"])
      expect(readme).toContain(named);
  });
});
