import type { ClauseReview, SummaryResult } from "../../../domain/assistant/assistant";
import { formatCents } from "../../../domain/shared/format";

/** How a summary and a clause review are shown: streamed, or read later from a job's record. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children || "—"}</dd>
    </div>
  );
}

export function SummaryView({ s }: { s: SummaryResult }) {
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <Field label="Partes">
        {s.parties.map((p) => `${p.name} (${p.role}${p.document ? `, ${p.document}` : ""})`).join("; ")}
      </Field>
      <Field label="Objeto">{s.object}</Field>
      <Field label="Valor">
        {s.value?.cents != null && formatCents(s.value.cents)}
        {s.valueCheck && (
          <span className={`block ${s.valueCheck.matches ? "text-green-800" : "font-medium text-red-700"}`}>
            {s.valueCheck.matches
              ? `Por extenso confere ("${s.valueCheck.expected}").`
              : `Por extenso NÃO confere: o contrato diz "${s.value?.inWords}", o número corresponde a "${s.valueCheck.expected}".`}
          </span>
        )}
      </Field>
      <Field label="Prazo">{s.term}</Field>
      <Field label="Multas">{s.penalties.join("; ")}</Field>
      <Field label="Rescisão">{s.termination}</Field>
      <Field label="Foro">{s.forum}</Field>
    </dl>
  );
}

export function ReviewView({ r }: { r: ClauseReview }) {
  if (r.flags.length === 0)
    return <p className="mt-4 text-sm text-green-800">Nenhum item da lista de verificação foi apontado.</p>;
  return (
    <ul className="mt-4 flex flex-col gap-3" aria-label="Apontamentos">
      {r.flags.map((f) => (
        <li key={`${f.item}-${f.quote}`} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-amber-900">{f.item}</p>
          <blockquote className="my-1 border-l-4 border-amber-400 pl-3 italic text-slate-800">{f.quote}</blockquote>
          <p className="text-slate-700">{f.explanation}</p>
        </li>
      ))}
    </ul>
  );
}
