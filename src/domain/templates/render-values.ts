import { formatValue } from "../shared/format-value";
import { escapeHtml } from "../shared/html";
import { formatterNames, formatWith } from "./formatters";
import { PLACEHOLDER_RE } from "./placeholders";
import type { VariableType } from "./variables";

/** The HTML of one value, through its formatters if any: escaped text; long text keeps its line breaks. */
export function valueHtml(type: VariableType | undefined, value: unknown, formatters: readonly string[] = []): string {
  const html = escapeHtml(formatters.length ? formatWith(type, value, formatters) : formatValue(type, value));
  return type === "textarea" ? html.replace(/\r?\n/g, "<br>") : html;
}

/** What a placeholder's key names where it is: its type and value (template-scope.ts for lists). */
export type KeyResolver = (key: string) => { type: VariableType | undefined; value: unknown };

/** Replaces the placeholders of HTML text (never inside a tag) by their escaped, formatted values. */
export function replacePlaceholders(html: string, resolve: KeyResolver, missing: "blank" | "placeholder"): string {
  return html
    .split(/(<[^>]*>)/)
    .map((segment) =>
      segment.startsWith("<")
        ? segment
        : segment.replace(PLACEHOLDER_RE, (whole: string, key: string, tail: string) => {
            const { type, value } = resolve(key);
            const out = value === undefined ? "" : valueHtml(type, value, formatterNames(tail));
            if (out !== "") return out;
            return missing === "placeholder"
              ? `<span class="minuta-placeholder">${escapeHtml(whole.replace(/&nbsp;|&#160;/g, " "))}</span>`
              : `<span class="minuta-blank" data-key="${escapeHtml(key)}"></span>`;
          }),
    )
    .join("");
}
