import { describe, expect, it } from "vitest";
import { templateFormSchema } from "../templates/templates";
import { extensoMatches, plainTextOf, proposalToTemplate } from "./assistant";

describe("assistant domain rules", () => {
  it("checks a value's words against our own amount in words, ignoring accents, case and 'e'/'de'", () => {
    expect(extensoMatches({ cents: 150000, inWords: "Mil e Quinhentos Reais" })).toEqual({
      expected: "mil e quinhentos reais",
      matches: true,
    });
    expect(extensoMatches({ cents: 100000000, inWords: "um milhão de reais" })?.matches).toBe(true);
    expect(extensoMatches({ cents: 150000, inWords: "mil e cinquenta reais" })?.matches).toBe(false);
    expect(extensoMatches({ cents: 150000, inWords: "" })).toBeNull();
    expect(extensoMatches(null)).toBeNull();
  });

  it("reads a document's HTML as lines of text", () => {
    expect(plainTextOf("<p>Cláusula 1 &amp; 2</p><p>Foro: <strong>Manaus</strong></p>")).toBe(
      "Cláusula 1 & 2\nForo: Manaus",
    );
  });

  it("turns an accepted proposal into a valid template form: paragraphs, used variables only, select read as text", () => {
    const form = proposalToTemplate(
      {
        title: "Contrato",
        content: "Contratante: {{nome}} <Ltda>\n\nCPF {{cpf}}",
        variables: [
          { key: "nome", label: "Nome", type: "text", example: "" },
          { key: "cpf", label: "CPF", type: "cpf", example: "" },
          { key: "forma", label: "Forma", type: "select", example: "" },
          { key: "nome", label: "Repetida", type: "text", example: "" },
        ],
      },
      "11111111-1111-4111-8111-111111111111",
    );
    expect(form.templateContent).toBe("<p>Contratante: {{nome}} &lt;Ltda&gt;</p><p>CPF {{cpf}}</p>");
    expect(form.variablesSchema?.map((v) => [v.key, v.type, v.required])).toEqual([
      ["nome", "text", true],
      ["cpf", "cpf", true],
    ]);
    expect(templateFormSchema.safeParse(form).success).toBe(true);
  });
});
