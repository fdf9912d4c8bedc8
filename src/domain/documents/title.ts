import { formatValue } from "../templates/render-template";
import { titleVariable, type VariableDefinition } from "../templates/variables";

/** At most this many characters of a value complete a title. */
export const MAX_TITLE_COMPLETION = 80;

/** Built once: an Intl formatter costs far more to make than to use (a batch titles 1,000 documents). */
const TITLE_DATE = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

/**
 * The stored title: template title, the value of its title variable (issue 21: "— Mariana Duarte", so
 * rows can be told apart; see titleVariable) when filled, and the creation date in pt-BR (Brasília).
 */
export function documentTitle(
  template: { title: string; variables: readonly VariableDefinition[]; titleVariableKey: string | null },
  values: Readonly<Record<string, unknown>>,
  createdAt: Date,
): string {
  const date = TITLE_DATE.format(createdAt);
  const v = titleVariable(template.variables, template.titleVariableKey);
  const completion = v ? formatValue(v.type, values[v.key]).replace(/\s+/g, " ").trim() : "";
  const short =
    completion.length > MAX_TITLE_COMPLETION ? `${completion.slice(0, MAX_TITLE_COMPLETION - 1)}…` : completion;
  return short ? `${template.title} — ${short} - ${date}` : `${template.title} - ${date}`;
}
