import { Bug } from "lucide-react";
import { useCallback, useState } from "react";

export const DEBUG_LOG_LINES = 20;

/** A rolling log of the last 20 lines (spec: the debug-log toggle of admin forms). */
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

/** The toggle and the panel with the log lines. */
export function DebugLogPanel({ lines, onClear }: { lines: string[]; onClear?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-6">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 text-xs font-medium text-slate-600 hover:text-slate-900"
      >
        <Bug aria-hidden="true" className="size-4" />
        {open ? "Ocultar log de depuração" : "Mostrar log de depuração"}
      </button>
      {open && (
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
