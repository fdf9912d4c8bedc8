import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  DELIVERY_MESSAGES,
  type DeliveryChannel,
  defaultShareSubject,
  type ShareBodyInput,
  shareBodySchema,
} from "../../../domain/delivery/delivery";
import { DevOutboxNotice } from "../../components/dev-outbox-notice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogFooter } from "../../components/ui/dialog";
import { InputField, TextAreaField } from "../../components/ui/form-field";
import { PhoneField } from "../../components/ui/phone-field";
import { ApiError } from "../../lib/api";
import { deliveryChannelsQuery, useShareDocument } from "./delivery-api";

const CLOSE_AFTER_MS = 2000;

/** Compartilhar (spec 3 "Share dialog"): channel, recipient, subject (e-mail), message; closes 2 s after success. */
export function ShareDialog({
  open,
  onOpenChange,
  documentId,
  title,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentId: string;
  title: string;
  /** Drafts cannot be shared: the dialog says so instead of showing the form. */
  draft: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Compartilhar documento" description={title}>
      {open && draft && (
        <>
          <Alert tone="warning">{DELIVERY_MESSAGES.draftNotShareable}</Alert>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Fechar
            </Button>
          </DialogFooter>
        </>
      )}
      {open && !draft && <ShareForm documentId={documentId} title={title} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ShareForm({ documentId, title, onClose }: { documentId: string; title: string; onClose: () => void }) {
  const share = useShareDocument(documentId);
  const channels = useQuery(deliveryChannelsQuery(documentId));
  const [done, setDone] = useState(false);
  const form = useForm<ShareBodyInput>({
    resolver: zodResolver(shareBodySchema),
    defaultValues: { channel: "email", recipient: "", subject: defaultShareSubject(title), message: "" },
  });
  const { register, handleSubmit, formState, watch, setValue, clearErrors, setError } = form;
  const channel = watch("channel") as DeliveryChannel;
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => closing.current(), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await share.mutateAsync({ ...values, subject: values.channel === "email" ? values.subject : undefined });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fieldErrors)) {
          if (field === "recipient" || field === "subject" || field === "message") setError(field, { message });
        }
      }
    }
  });

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <p className="text-lg font-semibold text-green-900">{DELIVERY_MESSAGES.shared}</p>
        <p className="text-sm text-slate-700">Acompanhe o envio no histórico de envios do documento.</p>
      </div>
    );
  }

  const configured = channels.data ? channels.data[channel] : true;
  const failure = share.error
    ? share.error instanceof ApiError && share.error.status !== 500 && !share.error.isNetwork
      ? share.error.message
      : DELIVERY_MESSAGES.shareError
    : null;
  const recipient = register("recipient");

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Canal de envio</legend>
        <div className="flex gap-4">
          {DELIVERY_CHANNELS.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={c}
                className="size-4 accent-blue-700"
                {...register("channel", {
                  onChange: () => {
                    setValue("recipient", "");
                    clearErrors();
                  },
                })}
              />
              {DELIVERY_CHANNEL_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>
      <DevOutboxNotice status={channels.data} channel={channel} />
      {!configured && !channels.data?.devOutbox && (
        <Alert tone="warning">
          {channel === "email" ? DELIVERY_MESSAGES.smtpWarning : DELIVERY_MESSAGES.whatsappWarning}
        </Alert>
      )}
      {channel === "email" ? (
        <InputField
          key="email"
          label="E-mail do destinatário"
          requiredMark
          type="email"
          autoComplete="email"
          placeholder="destinatario@empresa.com.br"
          error={formState.errors.recipient?.message}
          {...recipient}
        />
      ) : (
        <PhoneField
          key="whatsapp"
          label="Telefone do destinatário (WhatsApp)"
          requiredMark
          error={formState.errors.recipient?.message}
          {...recipient}
        />
      )}
      {channel === "email" && (
        <InputField label="Assunto" error={formState.errors.subject?.message} {...register("subject")} />
      )}
      <TextAreaField
        label="Mensagem"
        rows={4}
        placeholder="Escreva uma mensagem para o destinatário (opcional)"
        error={formState.errors.message?.message}
        {...register("message")}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button icon={Send} type="submit" loading={share.isPending}>
          Enviar
        </Button>
      </DialogFooter>
    </form>
  );
}
