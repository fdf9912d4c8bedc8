import { Spinner } from "../components/ui/spinner";

/** The gate's wait screen (spec 1 §2.1): at most 10 s, skippable. */
export function LoadingScreen({ onSkip }: { onSkip: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="flex max-w-sm flex-col items-center gap-3 text-center" role="status" aria-live="polite">
        <Spinner className="size-10" />
        <h1 className="text-xl font-semibold">Carregando</h1>
        <p className="text-slate-700">Verificando autenticação e permissões</p>
        <p className="text-sm text-slate-500">Tempo máximo de espera: 10 segundos</p>
        <button
          type="button"
          className="text-sm font-medium text-blue-700 underline hover:text-blue-900"
          onClick={onSkip}
        >
          Continuar sem aguardar
        </button>
      </div>
    </main>
  );
}
