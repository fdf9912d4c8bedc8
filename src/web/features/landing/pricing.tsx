import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { formatPrice } from "../../../domain/plans/price-format";
import { MonthlyPrice } from "../../components/monthly-price";
import { buttonClass } from "../../components/ui/button";
import { signInLink } from "../../lib/sign-in-link";
import { publicPlansQuery } from "./api";

/** The pricing section: the real active plans (GET /api/public/plans), cheapest first. */
export function Pricing() {
  const q = useQuery(publicPlansQuery);
  if (q.isPending) {
    return (
      <p role="status" className="mt-10 text-center text-slate-700">
        Carregando planos...
      </p>
    );
  }
  if (q.isError) {
    return (
      <div className="mt-10 text-center text-slate-700">
        <p>Não foi possível carregar os planos.</p>
        <button type="button" className={buttonClass("secondary", "mt-3")} onClick={() => void q.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (q.data.length === 0) {
    return <p className="mt-10 text-center text-slate-700">Planos sob consulta: fale conosco.</p>;
  }
  const highlight = q.data.length > 1 ? 1 : 0;
  return (
    <ul className="mt-10 flex flex-wrap justify-center gap-6">
      {q.data.map((p, i) => (
        <li
          key={p.name}
          className={`flex w-full flex-col rounded-xl border p-6 shadow-sm sm:w-80 ${
            i === highlight ? "border-blue-600 ring-2 ring-blue-600" : "border-slate-200"
          }`}
        >
          <h3 className="text-xl font-semibold">{p.name}</h3>
          {p.description && <p className="text-sm text-slate-700">{p.description}</p>}
          <p className="mt-4 text-3xl font-bold text-slate-900">
            <MonthlyPrice price={p.monthlyPrice} suffixClassName="text-base font-normal text-slate-700" />
          </p>
          <p className="text-sm text-slate-700">
            {p.annualPrice > 0
              ? `ou ${formatPrice(p.annualPrice)}/ano`
              : p.monthlyPrice > 0
                ? "Plano mensal"
                : "Sem custo"}
          </p>
          <ul className="my-6 flex-1 space-y-2">
            {p.features.map((f) => (
              <li key={f} className="flex items-center gap-2 text-slate-800">
                <Check aria-hidden="true" className="size-4 text-green-700" />
                {f}
              </li>
            ))}
          </ul>
          <Link {...signInLink("signup")} className={buttonClass(i === highlight ? "primary" : "secondary")}>
            Começar Agora
          </Link>
        </li>
      ))}
    </ul>
  );
}
