import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../components/ui/button";

/** Last-resort screen when a route fails to load (for example a chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm" role="alert">
        <h1 className="mb-2 text-xl font-semibold">Algo deu errado</h1>
        <p className="mb-4 text-slate-700">Não foi possível carregar esta página. Tente novamente.</p>
        {detail && <p className="mb-4 text-xs text-slate-500">{detail}</p>}
        <Button onClick={() => window.location.reload()}>Recarregar página</Button>
      </div>
    </main>
  );
}
