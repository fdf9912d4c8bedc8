import { ShieldX } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "./button";

/** A screen's own denial ('Acesso Negado' + its message), used as the permission guard's fallback. */
export function AccessDenied({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        <ShieldX aria-hidden="true" className="mx-auto mb-3 size-10 text-red-600" />
        <h1 className="mb-2 text-xl font-semibold">Acesso Negado</h1>
        <p className="mb-5 text-slate-700">{message}</p>
        <Button variant="secondary" onClick={() => void navigate("/dashboard")}>
          Voltar ao dashboard
        </Button>
      </div>
    </div>
  );
}
