import { prettifyKey } from "../../../domain/documents/documents";
import { formatValue } from "../../../domain/templates/render-template";
import type { VariableDefinition } from "../../../domain/templates/variables";

/**
 * 'Dados Preenchidos' (spec 3 §2): each value under its variable's label (issue 48: "CPF do cliente",
 * not "Cpf Cliente"; the prettified key only for a variable without a label or a key the template no
 * longer has), formatted pt-BR, booleans as Sim/Não.
 */
export function FilledData({
  values,
  variables,
}: {
  values: Record<string, unknown>;
  variables: readonly VariableDefinition[];
}) {
  const types = new Map(variables.map((v) => [v.key, v.type] as const));
  const labels = new Map(variables.map((v) => [v.key, v.label?.trim() || prettifyKey(v.key)] as const));
  // The template's order first (JSONB does not keep the order of keys), then any other stored key.
  const order = new Map(variables.map((v, i) => [v.key, i] as const));
  const entries = Object.entries(values).sort(
    ([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <section aria-labelledby="filled-data-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="filled-data-title" className="mb-3 text-base font-semibold">
        Dados Preenchidos
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum campo preenchido.</p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          {entries.map(([key, value]) => (
            <div key={key} className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{labels.get(key) ?? prettifyKey(key)}</dt>
              <dd className="whitespace-pre-line break-words text-sm text-slate-900">
                {typeof value === "boolean" ? (value ? "Sim" : "Não") : formatValue(types.get(key), value) || "—"}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
