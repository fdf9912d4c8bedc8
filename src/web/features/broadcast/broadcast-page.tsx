import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight, Send } from "lucide-react";
import { useState } from "react";
import {
  BROADCAST_MESSAGES,
  BROADCAST_STATUS_LABELS,
  broadcastFormSchema,
  EMPTY_SELECTION,
  recipientCount,
  type Selection,
  toggleAll,
  toggleCompany,
  toggleUser,
  userState,
} from "../../../domain/broadcast/broadcast";
import { formatDateTime } from "../../../domain/shared/format";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { bound, CheckboxField, InputField, TextAreaField } from "../../components/ui/form-field";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SummaryTable } from "../../components/ui/summary-table";
import { ApiError } from "../../lib/api";
import { broadcastHistoryQuery, recipientTreeQuery, sendBroadcast } from "./api";
import { BroadcastProgress, panel } from "./broadcast-progress";

/** /admin/broadcast — 'Mensagens em Massa' (spec 3 §2, §4, §5): form, recipient tree, progress, history. */
export default function BroadcastPage() {
  const client = useQueryClient();
  const tree = useQuery(recipientTreeQuery);
  const history = useQuery(broadcastHistoryQuery);
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [imageUrl, setImageUrl] = useState("");
  const [sendEmail, setSendEmail] = useState(true);
  const [sendWhatsapp, setSendWhatsapp] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const companies = tree.data ?? [];
  const count = recipientCount(selection, companies);

  const mutation = useMutation({
    mutationFn: sendBroadcast,
    onSuccess: (b) => {
      setCurrent(b.id);
      void client.invalidateQueries({ queryKey: ["broadcasts", "history"] });
    },
    onError: (err) =>
      setError(
        BROADCAST_MESSAGES.sendError(err instanceof ApiError || err instanceof Error ? err.message : String(err)),
      ),
  });

  const submit = () => {
    setError(null);
    const body = {
      title,
      message,
      imageUrl,
      sendEmail,
      sendWhatsapp,
      targetAllCompanies: selection.all,
      targetCompanies: [...selection.companies],
      targetUsers: [...selection.users],
    };
    const parsed = broadcastFormSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BROADCAST_MESSAGES.titleAndMessage);
      return;
    }
    mutation.mutate(body);
  };

  return (
    <div>
      <PageHeader title="Mensagens em Massa" description="Envie avisos por e-mail e WhatsApp às empresas e usuários" />
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          className={`${panel} space-y-4`}
          aria-label="Nova mensagem"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <h2 className="text-base font-semibold">Nova mensagem</h2>
          {error && <Alert tone="error">{error}</Alert>}
          <InputField label="Título" requiredMark {...bound(title, setTitle)} />
          <TextAreaField label="Mensagem" requiredMark rows={5} {...bound(message, setMessage)} />
          <InputField label="URL da imagem (opcional)" type="url" {...bound(imageUrl, setImageUrl)} />
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">Canais de envio</legend>
            <div className="flex gap-6">
              <CheckboxField label="E-mail" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
              <CheckboxField
                label="WhatsApp"
                checked={sendWhatsapp}
                onChange={(e) => setSendWhatsapp(e.target.checked)}
              />
            </div>
          </fieldset>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {count === 1 ? "1 destinatário" : `${count} destinatários`}
            </p>
            <Button icon={Send} type="submit" loading={mutation.isPending}>
              Enviar
            </Button>
          </div>
          {current && <BroadcastProgress id={current} />}
        </form>

        <section className={panel} aria-label="Destinatários">
          <h2 className="mb-3 text-base font-semibold">Destinatários</h2>
          {tree.isPending && <ListLoading label="Carregando empresas..." />}
          {tree.isError && <QueryError query={tree} message="Erro ao carregar empresas." />}
          {tree.data && (
            <>
              <CheckboxField
                label="Todas as empresas"
                checked={selection.all}
                onChange={(e) => setSelection(toggleAll(selection, e.target.checked))}
              />
              {companies.length === 0 && <p className="mt-3 text-sm text-slate-600">Nenhuma empresa ativa.</p>}
              <ul className="mt-3 max-h-[28rem] space-y-1 overflow-auto">
                {companies.map((c) => {
                  const expanded = open[c.id] ?? false;
                  return (
                    <li key={c.id} className="rounded-md border border-slate-100 p-2">
                      <div className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-label={`${expanded ? "Recolher" : "Expandir"} usuários de ${c.name}`}
                          className="rounded p-0.5 hover:bg-slate-100"
                          onClick={() => setOpen({ ...open, [c.id]: !expanded })}
                        >
                          {expanded ? (
                            <ChevronDown aria-hidden="true" className="size-4" />
                          ) : (
                            <ChevronRight aria-hidden="true" className="size-4" />
                          )}
                        </button>
                        <CheckboxField
                          label={`${c.name} (${c.users.length})`}
                          checked={selection.all || selection.companies.includes(c.id)}
                          disabled={selection.all}
                          onChange={(e) => setSelection(toggleCompany(selection, companies, c.id, e.target.checked))}
                        />
                      </div>
                      {expanded && (
                        <ul className="mt-1 ml-8 space-y-1">
                          {c.users.length === 0 && <li className="text-sm text-slate-600">Nenhum usuário ativo.</li>}
                          {c.users.map((u) => {
                            const st = userState(selection, companies, u.id);
                            return (
                              <li key={u.id}>
                                <CheckboxField
                                  label={`${u.name} — ${u.email ?? "sem e-mail"}${u.phone ? ` · ${u.phone}` : ""}`}
                                  checked={st.checked}
                                  disabled={st.disabled}
                                  onChange={(e) =>
                                    setSelection(toggleUser(selection, companies, u.id, e.target.checked))
                                  }
                                />
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      </div>

      <section className={`${panel} mt-6`} aria-label="Histórico">
        <h2 className="mb-3 text-base font-semibold">Histórico</h2>
        {history.isPending && <ListLoading label="Carregando histórico..." />}
        {history.isError && <QueryError query={history} message="Erro ao carregar histórico." />}
        {history.data && (
          <SummaryTable
            headers={["Título", "Data", "Canais", "Status", "Enviados", "Falhas", "Total"]}
            emptyText="Nenhuma mensagem enviada ainda."
            rows={history.data.map((b) => ({
              key: b.id,
              cells: [
                b.title,
                formatDateTime(b.createdAt),
                [b.sendEmail && "E-mail", b.sendWhatsapp && "WhatsApp"].filter(Boolean).join(", "),
                BROADCAST_STATUS_LABELS[b.status] ?? b.status,
                b.sentCount,
                b.failedCount,
                b.totalCount,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}
