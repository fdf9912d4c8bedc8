import { Bug } from "lucide-react";
import { useCallback, useState } from "react";

export const DEBUG_LOG_LINES = 20;

/** A rolling log of the last `max` lines (20 for the user form, spec 1 §9; 10 for templates, spec 2 §9). */
export function useDebugLog(max = DEBUG_LOG_LINES) {
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback(
    (message: string) => {
      const time = new Date().toLocaleTimeString("pt-BR");
      setLines((prev) => [...prev, `[${time}] ${message}`].slice(-max));
    },
    [max],
  );
  const clear = useCallback(() => setLines([]), []);
  return { lines, log, clear };
}

/**
 * The debug log. `toggle` (default): a button shows and hides the lines (the user form, spec 1 §2.7).
 * `visible`: the panel is always shown under a heading (the template form, spec 2 §2.2).
 * Development builds only (issue 48): a production build draws nothing, and Vite drops the panel's code.
 */
export function DebugLogPanel({
  lines,
  onClear,
  mode = "toggle",
}: {
  lines: string[];
  onClear?: () => void;
  mode?: "toggle" | "visible";
}) {
  if (!import.meta.env.DEV) return null;
  return <DebugLogBox lines={lines} onClear={onClear} mode={mode} />;
}

function DebugLogBox({ lines, onClear, mode }: { lines: string[]; onClear?: () => void; mode: "toggle" | "visible" }) {
  const [open, setOpen] = useState(false);
  const shown = mode === "visible" || open;
  return (
    <div className="mt-6">
      {mode === "toggle" ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-1 text-xs font-medium text-slate-600 hover:text-slate-900"
        >
          <Bug aria-hidden="true" className="size-4" />
          {open ? "Ocultar log de depuração" : "Mostrar log de depuração"}
        </button>
      ) : (
        <h2 className="inline-flex items-center gap-1 text-sm font-medium text-slate-700">
          <Bug aria-hidden="true" className="size-4" />
          Log de depuração
        </h2>
      )}
      {shown && (
        <div className="mt-2 rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100">
          {lines.length === 0 ? (
            <p className="text-slate-400">Nenhum registro.</p>
          ) : (
            <ol aria-label="Log de depuração" className="space-y-0.5">
              {lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log lines are append-only and may repeat
                <li key={i}>{line}</li>
              ))}
            </ol>
          )}
          {onClear && lines.length > 0 && (
            <button type="button" onClick={onClear} className="mt-2 text-slate-300 underline">
              Limpar log
            </button>
          )}
        </div>
      )}
    </div>
  );
}
