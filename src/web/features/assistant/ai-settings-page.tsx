import { useQuery } from "@tanstack/react-query";
import { Bot, PlugZap } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import type { AiEndpointItem } from "../../../domain/assistant/contract";
import { Alert } from "../../components/ui/alert";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { DeleteRowAction, EditRowAction, RowAction } from "../../components/ui/data-table";
import { ListEmpty, QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { Pill } from "../../components/ui/pill";
import { ApiError, clientErrorMessage } from "../../lib/api";
import { AiEndpointDialog } from "./ai-endpoint-dialog";
import { aiEndpointsQuery, useDeleteAiEndpoint, useTestAiEndpoint } from "./api";

type TestResult = { id: string; ok: boolean; text: string };

/** /admin/settings/ai (issue 29): the model endpoints the contract assistant may call, with "Testar". */
export default function AiSettingsPage() {
  const list = useQuery(aiEndpointsQuery);
  const [form, setForm] = useState<{ editing: AiEndpointItem | null } | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const test = useTestAiEndpoint();
  const remove = useDeleteAiEndpoint();
  const confirmDelete = useConfirm<AiEndpointItem>(remove, {
    run: (e) => remove.mutateAsync(e.id),
    done: () => toast.success(ASSISTANT_MESSAGES.endpointDeleted),
  });
  const runTest = (e: AiEndpointItem) => {
    setResult(null);
    test
      .mutateAsync(e.id)
      .then((a) =>
        setResult({ id: e.id, ok: true, text: `Resposta de ${a.model}: "${a.answer}" (${a.tokens} tokens)` }),
      )
      // The test's 502 carries the provider's failure in our own Portuguese words (never the provider's text).
      .catch((err) =>
        setResult({
          id: e.id,
          ok: false,
          text: err instanceof ApiError ? err.message : "Erro de rede. Tente novamente.",
        }),
      );
  };

  return (
    <AdminPage
      title="Configurações de IA"
      description="Conexões com modelos de linguagem usadas pelo assistente de contratos das contas cujo plano inclui Acesso à IA."
      create={{ label: "Nova conexão", icon: Bot, onClick: () => setForm({ editing: null }) }}
    >
      <div className="mb-4">
        <Alert tone="info">
          Nada é enviado a nenhum modelo enquanto não houver uma conexão ativa. Quando houver, o assistente envia o
          texto colado ou o texto do documento escolhido, com as instruções do recurso; o registro de cada chamada
          guarda conta, usuário, recurso, tokens, tempo e modelo, e o texto só quando a conta autoriza.
        </Alert>
      </div>
      <QueryStates
        query={list}
        texts={{ loading: "Carregando conexões...", error: "Não foi possível carregar as conexões de IA." }}
        empty={
          <ListEmpty
            title="Nenhuma conexão de IA"
            description="Cadastre uma API compatível com a da OpenAI para ligar o assistente de contratos."
          />
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-3" aria-label="Conexões de IA">
            {items.map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {e.name}{" "}
                      <Pill tone={e.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}>
                        {e.isActive ? "Ativa" : "Inativa"}
                      </Pill>
                    </p>
                    <p className="break-all text-sm text-slate-600">{e.baseUrl}</p>
                    <p className="text-sm text-slate-600">
                      Modelo: {e.model}
                      {e.apiKeyMasked ? ` · Chave: ${e.apiKeyMasked}` : " · Sem chave"}
                    </p>
                  </div>
                  <span className="flex gap-1">
                    <RowAction label={`Testar ${e.name}`} tip="Testar" icon={PlugZap} onClick={() => runTest(e)} />
                    <EditRowAction name={e.name} onClick={() => setForm({ editing: e })} />
                    <DeleteRowAction name={e.name} onClick={() => confirmDelete.ask(e)} />
                  </span>
                </div>
                <div aria-live="polite">
                  {test.isPending && test.variables === e.id && (
                    <p className="mt-2 text-sm text-slate-600">Testando...</p>
                  )}
                  {result?.id === e.id && (
                    <div className="mt-3">
                      <Alert tone={result.ok ? "success" : "error"}>{result.text}</Alert>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {form && <AiEndpointDialog editing={form.editing} onClose={() => setForm(null)} />}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Excluir conexão de IA"
        description={
          confirmDelete.target
            ? `Excluir a conexão ${confirmDelete.target.name}? O assistente passa a usar a próxima conexão ativa, ou fica desligado se não houver outra.`
            : ""
        }
        confirmLabel="Excluir"
        error={remove.error ? clientErrorMessage(remove.error, "Não foi possível excluir a conexão.") : null}
      />
    </AdminPage>
  );
}
