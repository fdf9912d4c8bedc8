import { describe, expect, it } from "vitest";
import { accentsOf, guessVariableType, labelFromKey, proposeVariables } from "./word";

describe("Word import proposals", () => {
  it("guesses a type from the key's words, accents and case aside", () => {
    expect(
      ["cpf_socio", "CNPJ", "email", "telefone_contato", "data_início", "valor_total", "prazo_dias", "cep", "nome"].map(
        guessVariableType,
      ),
    ).toEqual(["cpf", "cnpj", "email", "phone", "date", "money", "number", "text", "text"]);
  });

  it("writes labels from keys, acronyms in capitals", () => {
    expect(labelFromKey("nome_do_cliente")).toBe("Nome do cliente");
    expect(labelFromKey("cpf_socio")).toBe("CPF socio");
  });

  it("takes the accents the document writes, not the ones it leaves out (issue 48)", () => {
    const accents = accentsOf("O Locatário pagará o aluguel. É certo que e só e: esta cláusula está aqui, esta sim.");
    expect(labelFromKey("nome_locatario", accents)).toBe("Nome locatário");
    expect(labelFromKey("pagara_clausula", accents)).toBe("Pagará cláusula");
    // "e" is commoner than "é" there, and "esta" than "está": the plain spelling stays.
    expect(labelFromKey("nome_e_esta", accents)).toBe("Nome e esta");
    // A key already written with accents, or a word the text never writes, is left as it is.
    expect(labelFromKey("data_início", accents)).toBe("Data início");
    expect(labelFromKey("fiador", accents)).toBe("Fiador");
    expect(proposeVariables(["nome_locatario"], [], "o locatário")[0]?.label).toBe("Nome locatário");
  });

  it("proposes a Lista with fields, Sim/Não for a bare condition, a choice for 'em', a number for a comparison", () => {
    const vars = proposeVariables(
      ["nome", "parcelas.valor", "parcelas.indice", "parcelas.soma.valor", "parcelas.vencimento", "nome"],
      ["{{#se pj}}", '{{#se uf em "SP", "RJ"}}', "{{#se meses > 12}}", "{{#cada parcelas}}", "{{/cada}}", "{{/se}}"],
    );
    expect(vars.map((v) => [v.key, v.type])).toEqual([
      ["parcelas", "list"],
      ["pj", "boolean"],
      ["uf", "select"],
      ["meses", "number"],
      ["nome", "text"],
    ]);
    expect(vars[0]?.fields?.map((f) => [f.key, f.type])).toEqual([
      ["valor", "money"],
      ["vencimento", "date"],
    ]);
    expect(vars[2]?.options).toEqual(["SP", "RJ"]);
  });
});
