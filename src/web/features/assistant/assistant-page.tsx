import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { AssistantStatus } from "../../../domain/assistant/contract";
import { hasPermission } from "../../../domain/auth/permissions";
import { PLAN_FLAG_LABELS } from "../../../domain/plans/features";
import { Alert } from "../../components/ui/alert";
import { buttonClass } from "../../components/ui/button";
import { QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { ProgressBar } from "../../components/ui/progress-bar";
import { useSession } from "../../lib/session";
import { assistantStatusQuery } from "./api";
import { DocumentTaskPanel } from "./document-task-panel";
import { PreferencesPanel } from "./preferences-panel";
import { RecentCallsPanel } from "./recent-calls-panel";
import { TemplateFromTextPanel } from "./template-from-text-panel";

/** Where the assistant is not in the plan: what it does and how to get it, never a button that fails. */
function UpgradeOffer({ planName }: { planName: string | null }) {
  return (
    <section aria-labelledby="upgrade-title" className="rounded-lg border border-blue-200 bg-blue-50 p-6">
      <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-semibold text-blue-950">
        <Sparkles aria-hidden="true" className="size-5" /> Disponível com {PLAN_FLAG_LABELS.ai_access_enabled}
      </h2>
      <p className="mt-2 text-sm text-blue-950">
        O assistente transforma o texto de um contrato em modelo com variáveis, resume documentos (conferindo o valor
        por extenso) e revisa cláusulas contra a lista de verificação da sua empresa.
        {planName
          ? ` Seu plano atual (${planName}) não inclui este recurso.`
          : " Sua conta não tem um plano com este recurso."}{" "}
        Fale com o administrador da sua conta para mudar de plano.
      </p>
      <Link to="/corporate/plan-overview" className={`${buttonClass("primary")} mt-4 inline-flex`}>
        Ver meu plano
      </Link>
    </section>
  );
}

function Usage({ status }: { status: AssistantStatus }) {
  const share = status.budget > 0 ? Math.min(100, Math.round((status.used / status.budget) * 100)) : 100;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p id="usage-label" className="text-slate-700">
        Tokens usados este mês: <strong>{status.used.toLocaleString("pt-BR")}</strong> de{" "}
        {status.budget.toLocaleString("pt-BR")}
      </p>
      <ProgressBar
        percent={share}
        labelledBy="usage-label"
        className="mt-2 h-2 rounded bg-slate-200"
        fillClassName={`h-2 rounded ${share >= 90 ? "bg-red-600" : "bg-blue-600"}`}
      />
    </div>
  );
}

/** /assistant (issue 29): the contract assistant of the user's account, behind "Acesso à IA". */
export default function AssistantPage() {
  const { session } = useSession();
  const status = useQuery(assistantStatusQuery);
  const can = (p: Parameters<typeof hasPermission>[1]) => (session ? hasPermission(session, p) : false);
  const refresh = () => void status.refetch();
  return (
    <AdminPage
      title="Assistente de contratos"
      description="Modelos a partir de texto, resumos e revisão de cláusulas com inteligência artificial."
    >
      <QueryStates
        query={status}
        texts={{ loading: "Carregando o assistente...", error: "Não foi possível carregar o assistente." }}
      >
        {(s) =>
          !s.enabled ? (
            <UpgradeOffer planName={s.planName} />
          ) : !s.configured ? (
            <Alert tone="info">O assistente ainda não foi configurado pelo administrador do sistema.</Alert>
          ) : (
            <div className="flex flex-col gap-6">
              <Usage status={s} />
              {s.used >= s.budget && (
                <Alert tone="warning">O limite mensal de tokens foi atingido. O assistente volta no próximo mês.</Alert>
              )}
              {can("manage_templates") && <TemplateFromTextPanel onFinished={refresh} />}
              <DocumentTaskPanel onFinished={refresh} />
              <RecentCallsPanel />
              {can("manage_corporate_account") && <PreferencesPanel settings={s.settings} />}
            </div>
          )
        }
      </QueryStates>
    </AdminPage>
  );
}
