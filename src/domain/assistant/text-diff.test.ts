import { describe, expect, it } from "vitest";
import { diffWords } from "./text-diff";

describe("diffWords", () => {
  it("marks the concrete values replaced by variables", () => {
    const parts = diffWords("Contratante: Maria da Silva, CPF 123.", "Contratante: {{nome}}, CPF {{cpf}}.");
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["Maria da Silva,", "123."]);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["{{nome}},", "{{cpf}}."]);
    const textWithout = (kind: "added" | "removed") =>
      parts
        .filter((p) => p.kind !== kind)
        .map((p) => p.text)
        .join("");
    expect(textWithout("added")).toBe("Contratante: Maria da Silva, CPF 123.");
    expect(textWithout("removed")).toBe("Contratante: {{nome}}, CPF {{cpf}}.");
  });

  it("answers one unchanged part for equal texts", () => {
    expect(diffWords("a b c", "a b c")).toEqual([{ kind: "same", text: "a b c" }]);
  });
});
