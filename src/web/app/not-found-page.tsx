import { SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../components/ui/button";

export const NOT_FOUND_TEXTS = {
  title: "Página não encontrada",
  message: "O endereço não existe no Minuta. Confira o link ou volte ao início.",
  back: "Ir para o início",
} as const;

/**
 * An address no route knows (issue 48: it used to show the login page, or the dashboard, as if the address
 * were right): says so, signed in (inside the layout) or not, with a way back to '/'.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-2xl font-bold text-slate-900">{NOT_FOUND_TEXTS.title}</h1>
      <p className="text-slate-700">{NOT_FOUND_TEXTS.message}</p>
      <p className="break-all font-mono text-xs text-slate-600">{pathname}</p>
      <Link to="/" className={buttonClass("primary", "mt-2")}>
        {NOT_FOUND_TEXTS.back}
      </Link>
    </div>
  );
}
