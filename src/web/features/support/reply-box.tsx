import { Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { replyFormSchema } from "../../../domain/support/support";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { bound, TextAreaField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { AttachmentPicker } from "./support-parts";

/**
 * The reply under a conversation (the customer's and the team's): text and attachments, checked by the
 * shared reply schema before sending. `tools` get the text's setter (the team's canned replies).
 */
export function ReplyBox({
  label,
  submitLabel,
  onSend,
  tools,
  children,
}: {
  label: string;
  submitLabel: string;
  onSend: (body: string, attachmentIds: string[]) => Promise<unknown>;
  tools?: (setBody: (text: string) => void) => ReactNode;
  children?: ReactNode;
}) {
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<StoredFileInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const parsed = replyFormSchema.safeParse({ body, attachmentIds: files.map((f) => f.id) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Mensagem inválida");
      return;
    }
    setBusy(true);
    setError(null);
    const sentBody = body;
    const sentFiles = files;
    try {
      await onSend(parsed.data.body, parsed.data.attachmentIds);
      // The conversation shows the message (live update) before the send settles: what was typed
      // meanwhile is the next message, kept; only what was sent is cleared.
      setBody((current) => (current === sentBody ? "" : current));
      setFiles((current) => (current === sentFiles ? [] : current));
    } catch (err) {
      setError(clientErrorMessage(err, "Não foi possível enviar a mensagem."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {tools?.((text) => setBody((current) => (current ? `${current}\n\n${text}` : text)))}
      <TextAreaField label={label} rows={5} error={error ?? undefined} {...bound(body, setBody)} />
      <AttachmentPicker files={files} onChange={setFiles} />
      {children}
      <div className="flex justify-end">
        <Button type="submit" icon={Send} loading={busy}>
          {submitLabel}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
