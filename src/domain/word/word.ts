import { z } from "zod";
import { COMPARE_OPS, decodeText, parseCondition } from "../templates/conditions";
import { templateFormSchema } from "../templates/templates";
import {
  LIST_RESERVED_KEYS,
  MAX_VARIABLES,
  type VariableDefinition,
  type VariableType,
  variableDefinitionSchema,
} from "../templates/variables";

/**
 * Word in, Word out (issue 25): the rules the import screen and the server share — the size limit,
 * the Portuguese refusals, what an analysis of a .docx answers and how a variable's type is guessed
 * from its key. The Word libraries themselves live only on the server (modules/word).
 */

/** Largest .docx accepted for import. */
export const DOCX_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest the unpacked parts of a .docx may add up to, counted while inflating (decision 0053): ten
 * thousand pages of text, or the 10 MB of images a file can carry, fit well inside.
 */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Most files a .docx may hold (a long contract with images has a few dozen). */
export const DOCX_MAX_PARTS = 2000;
/** Most XML elements its parts may hold together (a 40-page contract has about 7 000). */
export const DOCX_MAX_XML_ELEMENTS = 500_000;
export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const WORD_MESSAGES = {
  tooLarge: "O arquivo deve ter no máximo 10 MB.",
  empty: "Selecione um arquivo .docx.",
  notDocx: "O arquivo não é um documento do Word (.docx).",
  corrupt: "O arquivo .docx está corrompido e não pode ser lido.",
  zipBomb: "O arquivo .docx descompactado é grande demais para ser importado.",
  malformedXml: "O arquivo .docx tem XML malformado e não pode ser lido.",
  xmlEntities: "O arquivo .docx usa entidades ou declarações DOCTYPE no XML, que não são aceitas.",
  tooManyElements: `O arquivo .docx tem elementos demais (mais de ${DOCX_MAX_XML_ELEMENTS.toLocaleString("pt-BR")}) para ser importado.`,
  macros: "Documentos com macros (.docm) não são aceitos. Salve o arquivo como .docx sem macros.",
  noWordSource: "Este modelo não foi importado do Word.",
  importError: "Erro ao importar o arquivo. Tente novamente.",
  editableCopy: "Cópia editável, não assinada. O original legal é o PDF assinado.",
} as const;

/** What the author should know before saving: parts of the file that the editor's version leaves out. */
export const DROPPED_MESSAGES = {
  headerImages: "Imagens do cabeçalho ou rodapé (ficam só no .docx original)",
  headersFooters: "Cabeçalho e rodapé do Word (ficam só no .docx original, usado na exportação)",
  comments: "Comentários",
  trackedChanges: "Alterações controladas (o texto foi importado como está no documento)",
  textBoxes: "Caixas de texto",
  tables:
    "Tabelas: entram como tabelas simples, uma linha de texto por célula (larguras, bordas e células mescladas ficam só no .docx original)",
  pageBreaks: "Quebras de página (mantidas no .docx original)",
  notFillable:
    "Com marcadores malformados o .docx original não pode ser preenchido: o download em Word usará o conteúdo do editor",
} as const;

export const PLACEHOLDER_ISSUES = {
  duplicate: (key: string) => `A variável {{${key}}} aparece mais de uma vez (será uma só variável)`,
  malformed: (text: string) => `Marcador malformado: ${text}`,
  unclosed: "Um {{ foi aberto e não foi fechado neste parágrafo",
} as const;

export const placeholderIssueSchema = z.object({
  /** 1-based paragraph of word/document.xml where it is. */
  paragraph: z.number().int(),
  message: z.string(),
});
export type PlaceholderIssue = z.infer<typeof placeholderIssueSchema>;

/** POST /api/templates/import/analyze answers what the import would make, before anything is saved. */
export const docxAnalysisSchema = z.object({
  templateContent: z.string(),
  variables: z.array(variableDefinitionSchema),
  dropped: z.array(z.string()),
  issues: z.array(placeholderIssueSchema),
  paragraphs: z.number().int(),
});
export type DocxAnalysis = z.infer<typeof docxAnalysisSchema>;

/** POST /api/templates/import: the reviewed template and the original file (base64), saved together. */
export const docxImportSchema = z.object({
  template: templateFormSchema,
  docxBase64: z
    .string({ error: WORD_MESSAGES.empty })
    .min(1, WORD_MESSAGES.empty)
    .max(Math.ceil((DOCX_MAX_BYTES * 4) / 3) + 4, WORD_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, WORD_MESSAGES.notDocx),
});
export type DocxImportInput = z.input<typeof docxImportSchema>;

/** Words in a key that name its type (first match wins; keys are compared without accents). */
const TYPE_HINTS: [RegExp, VariableType][] = [
  [/(^|_)cpf($|_)/, "cpf"],
  [/(^|_)cnpj($|_)/, "cnpj"],
  [/(^|_)e?-?mail($|_)/, "email"],
  [/(^|_)(telefone|celular|fone|whatsapp)($|_)/, "phone"],
  [/(^|_)(data|nascimento|vencimento|inicio|termino)($|_)/, "date"],
  [/(^|_)(valor|preco|salario|multa|total|aluguel|honorarios)($|_)/, "money"],
  [/(^|_)(quantidade|numero|prazo|dias|meses|parcelas_qtd)($|_)/, "number"],
  [/(^|_)(observacoes|descricao|clausula)($|_)/, "textarea"],
];

const plain = (key: string) =>
  key
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A type guessed from a key's words: cpf, cnpj, email, telefone, data, valor…; text otherwise (a CEP is text). */
export function guessVariableType(key: string): VariableType {
  const k = plain(key);
  return TYPE_HINTS.find(([re]) => re.test(k))?.[1] ?? "text";
}

/** Words a label writes in capitals (documents and codes read that way in Brazil). */
const ACRONYMS = new Set(["cpf", "cnpj", "cep", "rg", "uf", "cnh", "pis", "ie"]);

/** Plain spelling → the accented one a text uses for it. */
export type Accents = ReadonlyMap<string, string>;

/**
 * The accents a document's own text writes (issue 48): for each word it spells with accents, that
 * spelling by its plain form ("locatario" → "locatário"), when the text uses it more often than the
 * plain one (so "e" stays "e" though the text has "é", and "esta" stays when "esta" is the commoner).
 */
export function accentsOf(text: string): Accents {
  const counts = new Map<string, Map<string, number>>();
  for (const [match] of text.matchAll(/\p{L}+/gu)) {
    const word = match.toLocaleLowerCase("pt-BR");
    const forms = counts.get(plain(word)) ?? new Map<string, number>();
    forms.set(word, (forms.get(word) ?? 0) + 1);
    counts.set(plain(word), forms);
  }
  const out = new Map<string, string>();
  for (const [base, forms] of counts) {
    const [best] = [...forms].sort((a, b) => b[1] - a[1]);
    if (best && best[0] !== base) out.set(base, best[0]);
  }
  return out;
}

/**
 * "nome_do_cliente" → "Nome do cliente"; "cpf_socio" → "CPF socio"; with the document's accents,
 * "nome_locatario" → "Nome locatário".
 */
export function labelFromKey(key: string, accents: Accents = new Map()): string {
  const words = key
    .split(/_+/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(plain(w)) ? w.toUpperCase() : w === plain(w) ? (accents.get(w.toLowerCase()) ?? w) : w))
    .join(" ");
  return words ? words.charAt(0).toLocaleUpperCase("pt-BR") + words.slice(1) : key;
}

/** The proposal for a key found in the file: label from the key (the file's accents), type from its name, required. */
export function proposeVariable(key: string, accents: Accents = new Map()): VariableDefinition {
  return { key, label: labelFromKey(key, accents), type: guessVariableType(key), required: true, options: [] };
}

const RESERVED: readonly string[] = LIST_RESERVED_KEYS;

/**
 * The variables a file's placeholders and markers call for: one per plain key; a Lista for each
 * `{{#cada x}}` with a field per `{{x.campo}}`; Sim/Não for a bare `{{#se chave}}`, a number for a
 * compared key. Keys already proposed are not repeated; at most MAX_VARIABLES. Labels take the
 * accents of `text`, the document's own words.
 */
export function proposeVariables(keys: readonly string[], markers: readonly string[], text = ""): VariableDefinition[] {
  const accents = accentsOf(text);
  const out = new Map<string, VariableDefinition>();
  const lists = new Set<string>();
  for (const marker of markers) {
    const each = /^\{\{\s*#cada\s+([\p{L}_][\p{L}\p{N}_]*)\s*\}\}$/u.exec(decodeText(marker));
    if (each?.[1]) lists.add(each[1]);
  }
  for (const list of lists) out.set(list, { ...proposeVariable(list, accents), type: "list", fields: [], minItems: 1 });
  const add = (key: string, type?: VariableType) => {
    const [head = "", sub, third] = key.split(".");
    const list = out.get(head);
    if (sub === undefined) {
      if (!out.has(head)) out.set(head, { ...proposeVariable(head, accents), ...(type ? { type } : {}) });
      return;
    }
    if (list?.type !== "list") return;
    const field = sub === "soma" ? third : sub;
    if (!field || RESERVED.includes(field) || list.fields?.some((f) => f.key === field)) return;
    const guessed = guessVariableType(field);
    list.fields = [
      ...(list.fields ?? []),
      {
        key: field,
        label: labelFromKey(field, accents),
        type: guessed === "list" ? "text" : guessed,
        required: true,
        options: [],
      },
    ];
  };
  for (const marker of markers) {
    const se = /^\{\{\s*#se\s+([\s\S]+?)\s*\}\}$/u.exec(decodeText(marker));
    const condition = se?.[1] ? parseCondition(se[1]) : null;
    if (!condition || condition.key.includes(".")) continue;
    const compared = (COMPARE_OPS as readonly string[]).includes(condition.op);
    const guessed = guessVariableType(condition.key);
    if (condition.op === "verdadeiro") add(condition.key, "boolean");
    else if (compared) add(condition.key, guessed === "money" ? "money" : "number");
    else if (condition.op === "em" && !out.has(condition.key))
      out.set(condition.key, { ...proposeVariable(condition.key, accents), type: "select", options: condition.values });
    else add(condition.key);
  }
  for (const key of keys) add(key);
  return [...out.values()].slice(0, MAX_VARIABLES);
}
