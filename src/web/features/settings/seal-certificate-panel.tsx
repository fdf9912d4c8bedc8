import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck, Upload } from "lucide-react";
import { useState } from "react";
import { formatDate } from "../../../domain/shared/format";
import { signatureContracts as c } from "../../../domain/signatures/contract";
import type { SealCertificateView } from "../../../domain/signatures/seal-certificate";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { bound, InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { Panel } from "./parts/panel";

const key = ["settings", "seal-certificate"] as const;

/** Reads a chosen file as base64 (without the data: prefix). */
const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * What the super admin must fix (issue 22 defect 4): the uploaded A1 fails its check now, or signed
 * documents wait for their seal. They are never sealed with another certificate behind their back.
 */
export function SealCertificateAttention() {
  const q = useQuery(contractQuery(key, c.sealCertificate, {}));
  const view: SealCertificateView | undefined = q.data;
  if (!view || (!view.problem && view.waitingRequests === 0)) return null;
  return (
    <div className="mb-4">
      <Alert tone="error">
        <p className="font-semibold">O certificado do selo precisa de atenção.</p>
        {view.problem && <p>{view.problem}</p>}
        {view.waitingRequests > 0 && (
          <p>
            {view.waitingRequests === 1
              ? "1 documento assinado aguarda o selo."
              : `${view.waitingRequests} documentos assinados aguardam o selo.`}
          </p>
        )}
        {view.problem ? (
          <p>
            Envie um certificado A1 válido em “Certificado do selo”, abaixo, ou volte ao certificado da plataforma: os
            documentos que aguardam serão selados em seguida.
          </p>
        ) : (
          <p>O motivo aparece na solicitação de assinatura de cada documento; o selo é tentado de novo a cada hora.</p>
        )}
      </Alert>
    </div>
  );
}

/**
 * The certificate that seals documents signed with the built-in provider: the platform's own
 * (generated at first use) or an ICP-Brasil A1 (.pfx/.p12) the super admin uploads.
 */
export function SealCertificatePanel() {
  const client = useQueryClient();
  const q = useQuery(contractQuery(key, c.sealCertificate, {}));
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const upload = useMutation({
    mutationFn: async () => {
      if (!file) throw new ApiError(400, "CERTIFICATE_REQUIRED", "Envie o arquivo do certificado A1 (.pfx ou .p12).");
      return call(c.uploadSealCertificate, { body: { pfxBase64: await toBase64(file), password } });
    },
    onSuccess: (view) => {
      client.setQueryData(key, view);
      setPassword("");
      setFile(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => call(c.removeSealCertificate, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const confirmRemove = useConfirm<"uploaded">(remove, { run: () => remove.mutateAsync(), done: () => {} });
  return (
    <Panel
      title="Certificado do selo (assinatura própria)"
      description="Documentos assinados pelo provedor próprio do Minuta recebem um selo PAdES. Por padrão, com o certificado da plataforma; envie um certificado ICP-Brasil A1 para selar com ele."
    >
      {q.isPending && <p className="text-sm text-slate-600">Carregando certificado...</p>}
      {q.isError && <Alert tone="error">Erro ao carregar o certificado.</Alert>}
      {q.data && (
        <p className="mb-4 flex items-start gap-2 text-sm">
          {q.data.problem ? (
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          ) : (
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          )}
          <span className="min-w-0 break-words">
            {q.data.source === "uploaded" ? "Certificado enviado" : "Certificado da plataforma"}:{" "}
            <strong>{q.data.subject}</strong> (válido até {formatDate(q.data.notAfter)})
            {q.data.problem && <span className="text-red-800"> — {q.data.problem}</span>}
          </span>
        </p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          upload.mutate();
        }}
      >
        <InputField
          label="Arquivo do certificado A1 (.pfx ou .p12)"
          type="file"
          accept=".pfx,.p12,application/x-pkcs12"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <InputField label="Senha do certificado" type="password" autoComplete="off" {...bound(password, setPassword)} />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button icon={Upload} type="submit" loading={upload.isPending}>
            Enviar certificado
          </Button>
          {q.data?.source === "uploaded" && (
            <Button type="button" variant="secondary" onClick={() => confirmRemove.ask("uploaded")}>
              Voltar ao certificado da plataforma
            </Button>
          )}
        </div>
      </form>
      <div className="mt-3">
        {upload.isSuccess && (
          <Alert tone="success">Certificado salvo. Os próximos documentos serão selados com ele.</Alert>
        )}
        {upload.isError && (
          <Alert tone="error">
            {upload.error instanceof ApiError ? upload.error.message : "Erro ao enviar o certificado."}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        {...confirmRemove.dialog}
        title="Remover certificado enviado"
        description="Os próximos documentos serão selados com o certificado da plataforma. Deseja continuar?"
        confirmLabel="Remover"
        error={remove.error ? "Erro ao remover o certificado." : null}
      />
    </Panel>
  );
}
