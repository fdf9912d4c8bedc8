import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PDF_MAX_BYTES, PDF_UPLOAD_MESSAGES } from "../../../domain/documents/uploaded-pdf";
import { uploadedPdfContracts as c } from "../../../domain/documents/uploaded-pdf-contract";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { sendBytes } from "../../lib/client";

/** The title a file's name suggests: "Contrato de locação.pdf" → "Contrato de locação". */
export const titleFromFileName = (name: string) =>
  name
    .replace(/\.pdf$/i, "")
    .trim()
    .slice(0, 200);

/**
 * "Enviar PDF para assinatura" (issue 40): picks a PDF and sends its bytes; the server judges them
 * (not a PDF, corrupt, encrypted, over 25 MB or 200 pages: its Portuguese message is shown) and the
 * new document opens. A file over 25 MB is refused here before it is sent.
 */
export function UploadPdfButton() {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();

  async function send(file: File) {
    if (file.size > PDF_MAX_BYTES) {
      toast.error(PDF_UPLOAD_MESSAGES.tooLarge);
      return;
    }
    setSending(true);
    try {
      const doc = await sendBytes(c.upload, file, { title: titleFromFileName(file.name) || undefined });
      await client.invalidateQueries({ queryKey: ["documents"] });
      toast.success("PDF enviado. Agora solicite a assinatura.");
      for (const warning of doc.pdf?.warnings ?? []) toast.warning(warning);
      void navigate(`/my-documents/${doc.id}`);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : PDF_UPLOAD_MESSAGES.corrupt);
    } finally {
      setSending(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label="Arquivo PDF para assinatura"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button icon={FileUp} variant="secondary" loading={sending} onClick={() => input.current?.click()}>
        Enviar PDF para assinatura
      </Button>
    </>
  );
}
