import { Construction } from "lucide-react";
import { Link, useMatches } from "react-router";

/** Placeholder for screens that later issues build; the route's guard already applies. */
export default function UnderConstruction() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? "Página";
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <Construction aria-hidden="true" className="mx-auto mb-4 size-12 text-amber-600" />
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      <p className="mb-6 text-slate-700">Em construção</p>
      <Link to="/dashboard" className="text-sm font-medium text-blue-700 hover:underline">
        Voltar ao dashboard
      </Link>
    </section>
  );
}
