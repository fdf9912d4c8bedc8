import { useQuery } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { toast } from "sonner";
import { ApiError } from "../../lib/api";
import { signatureSettingsQuery, useSaveSignatureSettings } from "./api";

/**
 * The account's "send the signed copy to the signers" choice (issue 48 point 6), on by default: once
 * everyone signed, each signer gets the sealed PDF by e-mail. The requester is told either way.
 */
export function SignedCopySetting() {
  const q = useQuery(signatureSettingsQuery);
  const save = useSaveSignatureSettings();
  if (!q.data) return null;
  return (
    <section
      aria-labelledby="signatures-setting"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="signatures-setting" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-800">
        <PenLine aria-hidden="true" className="size-5 text-blue-700" />
        Assinaturas
      </h2>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={q.data.sendSignedCopy}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate(
              { sendSignedCopy: e.target.checked },
              {
                onSuccess: (v) =>
                  toast.success(
                    v.sendSignedCopy
                      ? "A via assinada será enviada aos signatários."
                      : "A via assinada não será mais enviada aos signatários.",
                  ),
                onError: (err) =>
                  toast.error(err instanceof ApiError ? err.message : "Erro ao salvar. Tente novamente."),
              },
            )
          }
        />
        <span>
          Enviar a cada signatário, por e-mail, a via assinada (PDF) quando todos assinarem
          <span className="block text-xs text-slate-600">
            Quem pediu a assinatura recebe sempre um aviso quando ela é concluída.
          </span>
        </span>
      </label>
    </section>
  );
}
