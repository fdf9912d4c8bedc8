import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type CannedReply, type CannedReplyForm, cannedReplyFormSchema } from "../../../domain/support/support";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { InputField, TextAreaField } from "../../components/ui/form-field";
import { QueryStates } from "../../components/ui/list-states";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { cannedRepliesQuery, useCreateCanned, useDeleteCanned } from "./api";

/** One canned reply; deleting asks for confirmation in place (no dialog over the dialog). */
function CannedRow({ reply }: { reply: CannedReply }) {
  const remove = useDeleteCanned();
  const [asking, setAsking] = useState(false);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{reply.title}</p>
          <p className="line-clamp-2 whitespace-pre-wrap text-sm text-slate-700">{reply.body}</p>
        </div>
        {!asking && (
          <Button variant="ghost" icon={Trash2} aria-label={`Excluir ${reply.title}`} onClick={() => setAsking(true)} />
        )}
      </div>
      {asking && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          Excluir esta resposta pronta? Não pode ser desfeito.
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove
                .mutateAsync(reply.id)
                .then(() => toast.success("Resposta pronta excluída"))
                .catch((err) => toast.error(clientErrorMessage(err, "Não foi possível excluir.")))
            }
          >
            Excluir
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Cancelar
          </Button>
        </div>
      )}
    </li>
  );
}

/** "Respostas prontas": the team's texts to insert in a reply; create and delete them here. */
export function CannedRepliesDialog({ onClose }: { onClose: () => void }) {
  const list = useQuery(cannedRepliesQuery);
  const create = useCreateCanned();
  const form = useZodForm<CannedReplyForm>(cannedReplyFormSchema, { defaultValues: { title: "", body: "" } });
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (values) => {
      await create.mutateAsync(values);
      form.reset();
      toast.success("Resposta pronta criada");
    },
    { message: (err) => clientErrorMessage(err, "Não foi possível salvar."), fields: ["title", "body"] },
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Respostas prontas" size="max-w-2xl">
      <QueryStates query={list} texts={{ loading: "Carregando...", error: "Não foi possível carregar as respostas." }}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhuma resposta pronta ainda.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((r) => (
                <CannedRow key={r.id} reply={r} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 flex flex-col gap-3 border-t pt-4"
        aria-label="Nova resposta pronta"
      >
        {saveError && <Alert tone="error">{saveError}</Alert>}
        <InputField label="Título" requiredMark autoComplete="off" {...form.field("title")} />
        <TextAreaField label="Texto" requiredMark rows={4} {...form.field("body")} />
        <div className="flex justify-end">
          <Button type="submit" icon={Plus} loading={form.formState.isSubmitting}>
            Adicionar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
