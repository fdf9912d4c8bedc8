import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, Info, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { z } from "zod";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { DocumentDetail } from "../../../domain/documents/views";
import { formatDate } from "../../../domain/shared/format";
import {
  AUTH_METHOD_LABELS,
  AUTH_METHODS,
  SIGNATURE_MESSAGES,
  signerOrderLabel,
  signerSchema,
} from "../../../domain/signatures/signatures";
import { canRequestSignature, isActiveSignatureStatus } from "../../../domain/signatures/state";
import { DevOutboxNotice } from "../../components/dev-outbox-notice";
import { PdfUnavailableNotice, usePdfAvailable } from "../../components/pdf-unavailable-notice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField, LabelledOptions, SelectField } from "../../components/ui/form-field";
import { ListLoading } from "../../components/ui/list-states";
import { PhoneField } from "../../components/ui/phone-field";
import { ApiError } from "../../lib/api";
import { fieldBinder } from "../../lib/zod-form";
import { documentChannelsQuery, documentToSignQuery, useRequestSignature } from "./queries";

/** The form's values: the API body with the expiry as the datetime-local text (converted on submit). */
const formSchema = z.object({
  recipients: z.array(signerSchema).min(1, SIGNATURE_MESSAGES.atLeastOneSigner),
  expires_at: z
    .string()
    .refine((v) => !v || new Date(v).getTime() >= Date.now(), SIGNATURE_MESSAGES.expiresInPast)
    .optional(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const blankSigner = (order: number): FormInput["recipients"][number] => ({
  signer_name: "",
  signer_email: "",
  signer_phone: "",
  order_sequence: order,
  authentication_method: "email",
});

/** "YYYY-MM-DDTHH:mm" of now, local time: the expiry input's minimum. */
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

/** /documents/{id}/request-signature (spec 3 "Signature request form"). */
export default function RequestSignaturePage() {
  const { documentId = "" } = useParams();
  // Once sent, the success screen stays (the refreshed document now has an active request).
  const [sent, setSent] = useState<null | { queued: boolean }>(null);
  const q = useQuery(documentToSignQuery(documentId));
  if (sent) return <Success documentId={documentId} queued={sent.queued} />;
  if (q.isPending) return <ListLoading label={DOCUMENT_MESSAGES.loading} />;
  if (q.isError) {
    return (
      <ErrorScreen
        message={q.error instanceof ApiError ? q.error.message : DOCUMENT_MESSAGES.loadError}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const doc = q.data;
  if (!canRequestSignature(doc)) {
    const active = doc.signature && isActiveSignatureStatus(doc.signature.status);
    const message = active ? SIGNATURE_MESSAGES.activeExists : SIGNATURE_MESSAGES.onlyFinalized;
    return <ErrorScreen message={message} onRetry={() => void q.refetch()} />;
  }
  return <RequestForm doc={doc} onSent={(queued) => setSent({ queued })} />;
}

function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <AlertCircle aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-xl font-semibold">Erro</h1>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Voltar
        </Button>
        <Button onClick={onRetry}>Tentar Novamente</Button>
      </div>
    </section>
  );
}

function Success({ documentId, queued }: { documentId: string; queued: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const t = window.setTimeout(() => void navigate(`/my-documents/${documentId}`), 3000);
    return () => window.clearTimeout(t);
  }, [documentId, navigate]);
  return (
    <section
      role="status"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-6 py-12 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
      <h1 className="text-xl font-semibold text-green-900">{SIGNATURE_MESSAGES.sent}</h1>
      <p className="text-sm text-green-800">
        {queued ? SIGNATURE_MESSAGES.sentQueuedDetail : SIGNATURE_MESSAGES.sentDetail}
      </p>
      <p className="text-xs text-green-700">{SIGNATURE_MESSAGES.redirecting}</p>
    </section>
  );
}

function RequestForm({ doc, onSent }: { doc: DocumentDetail; onSent: (queued: boolean) => void }) {
  const navigate = useNavigate();
  const send = useRequestSignature(doc.id);
  const channels = useQuery(documentChannelsQuery(doc.id));
  const pdfAvailable = usePdfAvailable();
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { recipients: [blankSigner(1)], expires_at: "" },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "recipients" });
  const errors = form.formState.errors;
  const field = fieldBinder(form);
  const methods = form.watch("recipients").map((r) => r.authentication_method);

  const submit = form.handleSubmit(async (values) => {
    setSendError(null);
    try {
      const made = await send.mutateAsync({
        recipients: values.recipients.map((r, i) => ({ ...r, order_sequence: i + 1 })),
        expires_at: values.expires_at ? new Date(values.expires_at).toISOString() : null,
      });
      onSent(made.status === "pending");
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [path, message] of Object.entries(err.fieldErrors)) {
          form.setError(path as "expires_at", { message });
        }
        setSendError(err.message || SIGNATURE_MESSAGES.processError);
      } else setSendError(SIGNATURE_MESSAGES.sendError);
    }
  });

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Solicitar Assinatura</h1>
      <div className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <p className="font-semibold text-slate-900">{doc.title}</p>
        <p className="text-slate-700">Categoria: {doc.category?.name ?? "—"}</p>
        <p className="text-slate-700">Criado em {formatDate(doc.createdAt)}</p>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <PdfUnavailableNotice />
        {sendError && <Alert tone="error">{sendError}</Alert>}
        <DevOutboxNotice status={channels.data} />
        <InputField
          label="Data de expiração (opcional)"
          type="datetime-local"
          min={localNow()}
          {...field("expires_at")}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Signatários</legend>
          {errors.recipients?.root?.message && <Alert tone="error">{errors.recipients.root.message}</Alert>}
          {fields.map((signer, index) => {
            const signerField = (name: keyof FormInput["recipients"][number]) => field(`recipients.${index}.${name}`);
            const order = signerOrderLabel(index, fields.length);
            return (
              <div
                key={signer.id}
                className="rounded-lg border border-slate-200 bg-white p-4"
                data-testid="signer-card"
              >
                <div className="mb-3 flex items-center justify-between">
                  <h2 className="text-sm font-semibold">
                    Signatário {index + 1}
                    {order && <span className="ml-2 text-xs font-normal text-slate-600">({order})</span>}
                  </h2>
                  {fields.length > 1 && (
                    <Button
                      icon={Trash2}
                      type="button"
                      variant="ghost"
                      aria-label={`Remover signatário ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      Remover
                    </Button>
                  )}
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <InputField label="Nome completo" requiredMark {...signerField("signer_name")} />
                  <InputField label="E-mail" type="email" requiredMark {...signerField("signer_email")} />
                  <SelectField label="Método de autenticação" {...signerField("authentication_method")}>
                    <LabelledOptions values={AUTH_METHODS} labels={AUTH_METHOD_LABELS} />
                  </SelectField>
                  {methods[index] === "sms" && (
                    <PhoneField
                      label="Telefone"
                      requiredMark
                      hint="O código é enviado pelo WhatsApp da empresa. SMS usa créditos da conta de assinatura."
                      {...signerField("signer_phone")}
                    />
                  )}
                </div>
                {methods[index] === "id_verification" && (
                  <div className="mt-3">
                    <Alert tone="info">
                      A verificação de identidade exige foto de um documento de identidade e uma selfie com prova de
                      vida. Usa créditos da conta de assinatura e precisa ser habilitada pelo administrador.
                    </Alert>
                  </div>
                )}
              </div>
            );
          })}
          <div>
            <Button
              icon={Plus}
              type="button"
              variant="secondary"
              onClick={() => append(blankSigner(fields.length + 1))}
            >
              Adicionar Signatário
            </Button>
          </div>
        </fieldset>
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          <p className="mb-1 flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-4" />
            Observações
          </p>
          <ul className="list-disc pl-5">
            <li>Os signatários receberão um e-mail com o link para assinar.</li>
            <li>A assinatura segue a ordem 1, 2, 3: cada signatário é convidado após o anterior assinar.</li>
            <li>Você acompanha o andamento em tempo real na página do documento.</li>
            <li>As assinaturas têm validade jurídica, exceto quando o provedor está em modo sandbox.</li>
            <li>Após a conclusão, a versão assinada fica disponível para download.</li>
          </ul>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => void navigate(`/my-documents/${doc.id}`)}>
            Cancelar
          </Button>
          <Button icon={Send} type="submit" disabled={send.isPending || !pdfAvailable}>
            {send.isPending ? "Enviando..." : "Enviar Solicitação"}
          </Button>
        </div>
      </form>
    </section>
  );
}
