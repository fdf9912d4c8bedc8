import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type AccountBudgetView, accountBudgetSchema } from "../../../domain/assistant/contract";
import { PLAN_FLAG_LABELS } from "../../../domain/plans/features";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormSection, InputField } from "../../components/ui/form-field";
import { QueryStates } from "../../components/ui/list-states";
import { clientErrorMessage } from "../../lib/api";
import { accountBudgetQuery, useSaveAccountBudget } from "./api";

const tokens = (n: number) => n.toLocaleString("pt-BR");

/** "" is the plan's budget (null); otherwise whole tokens, dots and spaces as thousands separators allowed. */
function parseBudget(text: string): { value: number | null } | { error: string } {
  const plain = text.replace(/[.\s]/g, "");
  if (plain === "") return { value: null };
  const parsed = accountBudgetSchema.safeParse({
    monthlyTokenBudget: /^\d+$/.test(plain) ? Number(plain) : Number.NaN,
  });
  return parsed.success
    ? { value: parsed.data.monthlyTokenBudget }
    : { error: parsed.error.issues[0]?.message ?? "Informe um número inteiro de tokens" };
}

function BudgetForm({ accountId, view }: { accountId: string; view: AccountBudgetView }) {
  const save = useSaveAccountBudget(accountId);
  const [text, setText] = useState(view.monthlyTokenBudget === null ? "" : String(view.monthlyTokenBudget));
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const parsed = parseBudget(text);
    if ("error" in parsed) return setFieldError(parsed.error);
    setFieldError(undefined);
    try {
      await save.mutateAsync(parsed.value);
      setMessage({
        tone: "success",
        text:
          parsed.value === null
            ? "Limite salvo: a conta volta a usar o limite do plano."
            : `Limite salvo: ${tokens(parsed.value)} tokens por mês para esta conta.`,
      });
    } catch (err) {
      setMessage({ tone: "error", text: clientErrorMessage(err, "Não foi possível salvar o limite de tokens.") });
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormSection
        title="Assistente de contratos (IA)"
        description="Limite mensal de tokens do assistente para esta conta. Em branco, vale o limite do plano."
      >
        <dl className="grid gap-2 text-sm sm:col-span-2 sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Limite do plano</dt>
            <dd className="font-medium text-slate-900">
              {view.planTokens === null ? "Sem plano" : `${tokens(view.planTokens)} tokens/mês`}
              {view.planName && <span className="block text-xs font-normal text-slate-600">{view.planName}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Limite em vigor</dt>
            <dd className="font-medium text-slate-900">
              {tokens(view.budget)} tokens/mês{view.monthlyTokenBudget !== null && " (definido para a conta)"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Usado este mês</dt>
            <dd className="font-medium text-slate-900">{tokens(view.used)} tokens</dd>
          </div>
        </dl>
        {!view.aiEnabled && (
          <div className="sm:col-span-2">
            <Alert tone="warning">
              O plano desta conta não inclui {PLAN_FLAG_LABELS.ai_access_enabled}: o limite só vale quando o plano tiver
              o recurso.
            </Alert>
          </div>
        )}
        <InputField
          label="Limite da conta (tokens por mês)"
          inputMode="numeric"
          placeholder={view.planTokens === null ? "" : `${tokens(view.planTokens)} (do plano)`}
          hint="Deixe em branco para usar o limite do plano."
          value={text}
          error={fieldError}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex items-start sm:pt-6">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvando..." : "Salvar limite"}
          </Button>
        </div>
        {message && (
          <div className="sm:col-span-2">
            <Alert tone={message.tone}>{message.text}</Alert>
          </div>
        )}
      </FormSection>
    </form>
  );
}

/** The super admin's screen for one account's assistant budget override (PUT …/ai-budget, decision 0049). */
export function AiBudgetPanel({ accountId }: { accountId: string }) {
  const view = useQuery(accountBudgetQuery(accountId));
  return (
    <QueryStates
      query={view}
      texts={{
        loading: "Carregando o limite do assistente...",
        error: "Não foi possível carregar o limite do assistente.",
      }}
    >
      {(v) => <BudgetForm accountId={accountId} view={v} />}
    </QueryStates>
  );
}
