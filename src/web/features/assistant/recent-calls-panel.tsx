import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  AI_CALL_STATUS_LABELS,
  AI_FEATURE_LABELS,
  type ClauseReview,
  type ProposedTemplate,
  type SummaryResult,
} from "../../../domain/assistant/assistant";
import type { AssistantCallItem } from "../../../domain/assistant/contract";
import { formatDateTime } from "../../../domain/shared/format";
import { Button } from "../../components/ui/button";
import { QueryStates } from "../../components/ui/list-states";
import { Pill } from "../../components/ui/pill";
import { Spinner } from "../../components/ui/spinner";
import { assistantCallQuery, recentCallsQuery } from "./api";
import { ProposalEditor } from "./proposal-editor";
import { ReviewView, SummaryView } from "./result-views";

const STATUS_TONE: Record<AssistantCallItem["status"], string> = {
  queued: "bg-blue-50 text-blue-900",
  running: "bg-blue-50 text-blue-900",
  ok: "bg-green-50 text-green-900",
  error: "bg-red-50 text-red-900",
};

/** A finished job's result, read from its record (kept for a day). */
function CallResult({ call }: { call: AssistantCallItem }) {
  const detail = useQuery(assistantCallQuery(call.id));
  return (
    <QueryStates
      query={detail}
      texts={{ loading: "Carregando o resultado...", error: "Não foi possível carregar o resultado." }}
    >
      {(d) =>
        d.result === null ? (
          <p className="text-sm text-slate-600">O resultado não está mais disponível (fica guardado por um dia).</p>
        ) : d.feature === "summary" ? (
          <SummaryView s={d.result as SummaryResult} />
        ) : d.feature === "clause_review" ? (
          <ReviewView r={d.result as ClauseReview} />
        ) : (
          <ProposalEditor original="" proposal={d.result as ProposedTemplate} callId={d.id} />
        )
      }
    </QueryStates>
  );
}

/**
 * The user's recent requests (decision 0049): a long one runs in the background, so the user may
 * leave and come back here for its state and, once done, its result. Live updates refresh the list.
 */
export function RecentCallsPanel() {
  const calls = useQuery(recentCallsQuery);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="recent-calls-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="recent-calls-title" className="text-lg font-semibold text-slate-900">
        Pedidos recentes
      </h2>
      <QueryStates
        query={calls}
        texts={{ loading: "Carregando pedidos...", error: "Não foi possível carregar os pedidos." }}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nenhum pedido ao assistente ainda.</p>
          ) : (
            <ul className="mt-3 flex flex-col divide-y divide-slate-100">
              {items.map((c) => (
                <li key={c.id} className="py-2">
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <span className="font-medium text-slate-900">{AI_FEATURE_LABELS[c.feature]}</span>
                    <span className="text-slate-600">{formatDateTime(c.createdAt)}</span>
                    <Pill tone={`items-center gap-1 ${STATUS_TONE[c.status]}`}>
                      {(c.status === "queued" || c.status === "running") && <Spinner className="size-3 border-2" />}
                      {AI_CALL_STATUS_LABELS[c.status]}
                    </Pill>
                    {c.mode === "job" && <span className="text-xs text-slate-500">em segundo plano</span>}
                    {c.hasResult && (
                      <Button
                        type="button"
                        variant="secondary"
                        className="ml-auto"
                        aria-expanded={open === c.id}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                      >
                        {open === c.id ? "Ocultar resultado" : "Ver resultado"}
                      </Button>
                    )}
                  </div>
                  {c.status === "error" && c.error && <p className="mt-1 text-sm text-red-700">{c.error}</p>}
                  {open === c.id && <CallResult call={c} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}
