import { AlertTriangle, CheckCircle2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { SealCheck, Verification } from "../../../domain/verification/verification";
import { Alert } from "../../components/ui/alert";

const brasilia = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "medium",
});
const when = (iso: string | null) => (iso ? `${brasilia.format(new Date(iso))} (horário de Brasília)` : "-");

function sealText(seal: SealCheck | null): string {
  if (!seal) return "Não foi possível ler o selo digital deste arquivo.";
  if (!seal.digestMatches) return "Inválido: o conteúdo coberto pelo selo foi alterado.";
  if (!seal.signatureValid) return "Inválido: a assinatura do selo não confere com o certificado.";
  if (!seal.coversWholeFile) return "O selo confere, mas foi acrescentado conteúdo ao arquivo depois dele.";
  return "Válido: o resumo criptográfico confere e a assinatura confere com o certificado.";
}

function Verdict({ v }: { v: Verification }) {
  const box = (tone: string, icon: ReactNode, title: string, text: string) => (
    <div role="status" className={`flex gap-3 rounded-lg border p-4 ${tone}`}>
      {icon}
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
  if (!v.file) {
    return box(
      "border-blue-200 bg-blue-50 text-blue-900",
      <ShieldCheck aria-hidden="true" className="size-7 shrink-0" />,
      "Documento selado pela Minuta",
      "O código corresponde a um documento assinado e selado pela Minuta. Para conferir um arquivo, envie o PDF: ele deve ter o SHA-256 do documento selado abaixo.",
    );
  }
  if (v.file.intact) {
    return box(
      "border-green-200 bg-green-50 text-green-900",
      <CheckCircle2 aria-hidden="true" className="size-7 shrink-0" />,
      "Documento selado pela Minuta: arquivo íntegro",
      "Este arquivo é idêntico, byte a byte, ao documento que a Minuta selou depois das assinaturas.",
    );
  }
  return box(
    "border-red-200 bg-red-50 text-red-900",
    <AlertTriangle aria-hidden="true" className="size-7 shrink-0" />,
    "Arquivo alterado depois de selado",
    "Este arquivo traz o código de um documento selado pela Minuta, mas não é idêntico a ele. Os dados abaixo são do documento original; peça uma nova cópia a quem o enviou.",
  );
}

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-slate-700 sm:w-56 sm:shrink-0">{label}</dt>
      <dd className={`text-sm text-slate-900 ${mono ? "font-mono break-all" : ""}`}>{children}</dd>
    </div>
  );
}

/** What the verification found: the verdict, the document's facts and its signers. */
export function VerificationResult({ v }: { v: Verification }) {
  return (
    <section aria-labelledby="verification-title" className="flex flex-col gap-4">
      <Verdict v={v} />
      {v.sandbox && <Alert tone="warning">SEM VALIDADE JURÍDICA: documento assinado em modo de teste (sandbox).</Alert>}
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="verification-title" className="mb-2 text-base font-semibold text-slate-900">
          {v.documentTitle}
        </h2>
        <dl>
          {v.verificationCode && (
            <Row label="Código de verificação" mono>
              {v.verificationCode}
            </Row>
          )}
          <Row label="Assinaturas concluídas em">{when(v.completedAt)}</Row>
          <Row label="Carimbo do tempo">
            {v.timestampedAt
              ? `${when(v.timestampedAt)}, por autoridade de carimbo do tempo (RFC 3161)`
              : "Sem carimbo do tempo: vale o horário do servidor da Minuta."}
          </Row>
          <Row label="SHA-256 do documento selado" mono>
            {v.sealedSha256}
          </Row>
          {v.originalSha256 && (
            <Row label="SHA-256 do documento original" mono>
              {v.originalSha256}
            </Row>
          )}
          {v.file && (
            <>
              <Row label="SHA-256 do arquivo enviado" mono>
                {v.file.sha256}
              </Row>
              <Row label="Selo digital do arquivo">{sealText(v.file.seal)}</Row>
            </>
          )}
        </dl>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-base font-semibold text-slate-900">Signatários</h2>
        <ol className="flex flex-col gap-3">
          {v.signers.map((s) => (
            <li key={s.order} className="rounded-md border border-slate-100 bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {s.order}. {s.name}
              </p>
              <p className="text-slate-700">E-mail: {s.email}</p>
              <p className="text-slate-700">Autenticação: {s.method}</p>
              <p className="text-slate-700">Assinou em: {when(s.signedAt)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
