import { Spinner } from "../components/ui/spinner";

export function RouteFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <Spinner />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
