import { ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import { Spinner } from "../../components/ui/spinner";
import type { StreamState } from "./use-assistant-stream";

const TAIL = 600;

/** The model's answer as it arrives (a live region says only the phase, not every piece). */
export function StreamView<R>({ state }: { state: StreamState<R> }) {
  if (state.phase === "idle") return null;
  if (state.phase === "queued")
    return (
      <div className="mt-4 flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 p-3">
        <Spinner className="mt-0.5 size-5 shrink-0" />
        <div className="text-sm text-blue-950">
          <p role="status" className="font-medium">
            {ASSISTANT_MESSAGES.background}
          </p>
          <p>
            O texto é longo: o assistente trabalha nele em segundo plano. Você pode sair desta tela; o resultado aparece
            aqui e em “Pedidos recentes” quando ficar pronto.
          </p>
        </div>
      </div>
    );
  const status =
    state.phase === "running"
      ? state.retrying
        ? "A resposta veio em formato inválido; pedindo de novo ao modelo..."
        : "O assistente está respondendo..."
      : state.phase === "done"
        ? `Resposta completa (${state.tokens.toLocaleString("pt-BR")} tokens).`
        : state.message;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <p role="status" className={`text-sm ${state.phase === "failed" ? "text-red-700" : "text-slate-700"}`}>
        {status}
      </p>
      {state.phase === "running" && state.text && (
        // Only the newest part: the answer grows while it streams, and the screen should not.
        <pre
          aria-hidden="true"
          className="whitespace-pre-wrap break-words rounded-md bg-slate-900 p-3 text-xs text-slate-100"
        >
          {state.text.length > TAIL ? `…${state.text.slice(-TAIL)}` : state.text}
        </pre>
      )}
    </div>
  );
}
