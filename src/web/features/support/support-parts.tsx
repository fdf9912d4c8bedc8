import { AlertTriangle, Paperclip, Star, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { formatDateTime } from "../../../domain/shared/format";
import { firstResponseLabel, isFirstResponseOverdue } from "../../../domain/support/sla";
import {
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  SUPPORT_STATUS_LABELS,
  type SupportStatus,
  type TicketItem,
  type TicketMessage,
} from "../../../domain/support/support";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Pill } from "../../components/ui/pill";
import { clientErrorMessage } from "../../lib/api";
import { uploadAttachment } from "./api";

const STATUS_TONES: Record<SupportStatus, string> = {
  aberto: "bg-blue-100 text-blue-900",
  em_andamento: "bg-amber-100 text-amber-900",
  aguardando_cliente: "bg-purple-100 text-purple-900",
  resolvido: "bg-green-100 text-green-800",
};

export const StatusPill = ({ status }: { status: SupportStatus }) => (
  <Pill tone={STATUS_TONES[status]}>{SUPPORT_STATUS_LABELS[status]}</Pill>
);

export const PriorityMark = () => (
  <Pill tone="bg-orange-100 text-orange-900">
    <Star aria-hidden="true" className="mr-1 size-3" />
    Prioritário
  </Pill>
);

/** The first-response target: answered, due at, or overdue (highlighted, with an icon and words, not colour alone). */
export function FirstResponse({ ticket, now = new Date() }: { ticket: TicketItem; now?: Date }) {
  if (ticket.firstResponseAt)
    return <span className="text-xs text-slate-600">Respondido {formatDateTime(ticket.firstResponseAt)}</span>;
  if (isFirstResponseOverdue(ticket, now))
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
        <AlertTriangle aria-hidden="true" className="size-3" />
        Atrasado desde {formatDateTime(ticket.firstResponseDueAt)}
      </span>
    );
  return (
    <span className="text-xs text-slate-600">
      Responder até {formatDateTime(ticket.firstResponseDueAt)} ({firstResponseLabel(ticket.priority)})
    </span>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.ceil(bytes / 1024)} KB`;
const kindText = (type: string) => (type === "application/pdf" ? "PDF" : type.replace("image/", "").toUpperCase());

export function AttachmentLinks({ files }: { files: readonly StoredFileInfo[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Anexos">
      {files.map((f, i) => (
        <li key={f.id}>
          <a
            href={f.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded border border-slate-300 px-2 py-1 text-xs text-blue-800 underline"
          >
            <Paperclip aria-hidden="true" className="size-3" />
            Anexo {i + 1} ({kindText(f.contentType)}, {sizeText(f.byteSize)})
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The conversation, oldest first. Internal notes (the team's view only) are marked and tinted. */
export function Conversation({ messages }: { messages: readonly TicketMessage[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversa">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-lg border p-4 ${
            m.internal
              ? "border-amber-300 bg-amber-50"
              : m.fromStaff
                ? "border-blue-200 bg-blue-50"
                : "border-slate-200 bg-white"
          }`}
        >
          <p className="mb-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span className="font-semibold text-slate-900">{m.author.name}</span>
            {m.internal && <Pill tone="bg-amber-200 text-amber-900">Nota interna</Pill>}
            {m.viaEmail && <Pill tone="bg-slate-100 text-slate-800">Por e-mail</Pill>}
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{m.body}</p>
          <AttachmentLinks files={m.attachments} />
        </li>
      ))}
    </ol>
  );
}

/** "Anexar arquivo": each chosen file is sent at once (checked by the server by its bytes); the list can drop one. */
export function AttachmentPicker({
  files,
  onChange,
}: {
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setError(null);
    const added: StoredFileInfo[] = [];
    try {
      for (const file of [...list].slice(0, SUPPORT_ATTACHMENTS_PER_MESSAGE - files.length)) {
        added.push(await uploadAttachment(file));
      }
    } catch (err) {
      setError(clientErrorMessage(err, "Não foi possível enviar o anexo."));
    } finally {
      setBusy(false);
      onChange([...files, ...added]);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
          className="sr-only"
          // The button below is the control people use; the input stays out of the tab order but named.
          tabIndex={-1}
          aria-label="Anexar arquivo"
          onChange={(e) => void pick(e.target.files)}
        />
        <Button
          variant="secondary"
          icon={Paperclip}
          loading={busy}
          disabled={files.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE}
          onClick={() => input.current?.click()}
        >
          Anexar arquivo
        </Button>
        <span className="text-xs text-slate-600">
          Imagem ou PDF, até 5 MB cada (máx. {SUPPORT_ATTACHMENTS_PER_MESSAGE}).
        </span>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Anexos escolhidos">
          {files.map((f, i) => (
            <li key={f.id} className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-xs">
              Anexo {i + 1} ({kindText(f.contentType)}, {sizeText(f.byteSize)})
              <button
                type="button"
                className="rounded p-0.5 hover:bg-slate-200"
                aria-label={`Remover anexo ${i + 1}`}
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The ticket's heading facts: number, status, category, priority, target. */
export function TicketFacts({ ticket, children }: { ticket: TicketItem; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-mono text-slate-700">#{ticket.number}</span>
      <StatusPill status={ticket.status} />
      {ticket.priority && <PriorityMark />}
      <FirstResponse ticket={ticket} />
      {children}
    </div>
  );
}
