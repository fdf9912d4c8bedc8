import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FileText, PenLine, XCircle } from "lucide-react";
import { type PointerEvent, useRef, useState } from "react";
import { useParams } from "react-router";
import { SIGNATURE_STATUS_LABELS } from "../../../domain/documents/documents";
import { signatureContracts as signing } from "../../../domain/signatures/contract";
import {
  type DeclineBody,
  SIGNATURE_MESSAGES,
  type SignBody,
  type SigningView,
} from "../../../domain/signatures/signatures";
import { useWhiteLabelDocument } from "../../components/brand-scope";
import { PublicPage } from "../../components/public-page";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { bound, InputField, TextAreaField } from "../../components/ui/form-field";
import { ListLoading } from "../../components/ui/list-states";
import { ApiError } from "../../lib/api";
import { call } from "../../lib/client";
import { signatureKeys, signingPdfUrl, signingQuery } from "./queries";
import { Outcome, readingNote, StepCard } from "./signing-parts";

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : "Erro de conexão. Tente novamente.");

/** /assinar/{token}: the built-in provider's public signing page (no login; pt-BR; mobile-friendly). */
export default function SigningPage() {
  const { token = "" } = useParams();
  const q = useQuery(signingQuery(token));
  const brand = q.data?.brand;
  useWhiteLabelDocument(brand, "Assinatura eletrônica");
  return (
    <PublicPage icon={PenLine} service="Assinatura eletrônica" brand={brand}>
      {q.isPending && <ListLoading label="Carregando documento..." />}
      {q.isError && (
        <div className="rounded-lg border border-red-200 bg-white p-6 text-center">
          <XCircle aria-hidden="true" className="mx-auto mb-2 size-10 text-red-600" />
          {q.error instanceof ApiError && q.error.status === 410 && (
            <h1 className="mb-1 text-lg font-semibold text-slate-900">Link de assinatura encerrado</h1>
          )}
          <p role="alert">{errorText(q.error)}</p>
        </div>
      )}
      {q.data && <Signing token={token} view={q.data} />}
    </PublicPage>
  );
}

function Signing({ token, view }: { token: string; view: SigningView }) {
  const [mode, setMode] = useState<"read" | "sign" | "decline">("read");
  const client = useQueryClient();
  // Opening the PDF records the view (evidence): read the page's state again once the tab opened.
  const opened = () =>
    window.setTimeout(() => void client.invalidateQueries({ queryKey: signatureKeys.signing(token) }), 1500);
  return (
    <>
      {view.sandbox && <Alert tone="warning">Ambiente de teste: SEM VALIDADE JURÍDICA.</Alert>}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h1 className="text-xl font-semibold text-slate-900">{view.documentTitle}</h1>
        <p className="text-sm text-slate-700">
          Signatário: <strong>{view.signerName}</strong> ({view.signerEmail})
        </p>
        <p className="text-sm text-slate-700">Situação: {SIGNATURE_STATUS_LABELS[view.status]}</p>
      </section>
      <section className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{readingNote(view)}</p>
        {view.canSign && view.status === "sent" && (
          <p className="text-sm text-amber-800">{SIGNATURE_MESSAGES.notOpenedYet}</p>
        )}
        <div>
          <a
            href={signingPdfUrl(token)}
            target="_blank"
            rel="noreferrer"
            onClick={opened}
            className="inline-flex items-center gap-2 rounded-md border border-blue-300 bg-blue-50 px-4 py-2 text-sm font-medium text-blue-900 hover:bg-blue-100"
          >
            <FileText aria-hidden="true" className="size-4" />
            Ler o documento (PDF)
          </a>
        </div>
      </section>
      {!view.canSign ? (
        <Outcome view={view} />
      ) : mode === "read" ? (
        <div className="flex flex-wrap gap-2">
          <Button icon={PenLine} onClick={() => setMode("sign")}>
            Assinar
          </Button>
          <Button variant="secondary" onClick={() => setMode("decline")}>
            Recusar
          </Button>
        </div>
      ) : mode === "sign" ? (
        <SignForm token={token} view={view} onCancel={() => setMode("read")} />
      ) : (
        <DeclineForm token={token} onCancel={() => setMode("read")} />
      )}
    </>
  );
}

/** A refusal that changes what the page is (the signer locked, the request ended): the page is read again. */
function useRefreshWhenChanged(token: string) {
  const client = useQueryClient();
  return (err: unknown) => {
    if (err instanceof ApiError && (err.status === 423 || err.status === 410))
      void client.invalidateQueries({ queryKey: signatureKeys.signing(token) });
  };
}

function useSigningAction<T>(token: string, run: (body: T) => Promise<SigningView>) {
  const client = useQueryClient();
  const onError = useRefreshWhenChanged(token);
  return useMutation({
    mutationFn: run,
    onSuccess: (view) => client.setQueryData(signatureKeys.signing(token), view),
    onError,
  });
}

function SignForm({ token, view, onCancel }: { token: string; view: SigningView; onCancel: () => void }) {
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [kind, setKind] = useState<"typed" | "drawn">("typed");
  const [typed, setTyped] = useState(view.signerName);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const sendCode = useMutation({
    mutationFn: () => call(signing.sendCode, { params: { token } }),
    onSuccess: (r) => setCodeMessage(r.message),
    onError: useRefreshWhenChanged(token),
  });
  const sign = useSigningAction(token, (body: SignBody) => call(signing.sign, { params: { token }, body }));

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - rect.left) * e.currentTarget.width) / rect.width,
      ((e.clientY - rect.top) * e.currentTarget.height) / rect.height,
    ] as const;
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext("2d");
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    ctx.lineWidth = 3;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(...point(e));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.buttons !== 1) return;
    const ctx = e.currentTarget.getContext("2d");
    ctx?.lineTo(...point(e));
    ctx?.stroke();
    setDrawn(true);
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
  };

  const submit = () => {
    const body: SignBody =
      kind === "drawn" && drawn && canvas.current
        ? { code: code.trim(), drawnSignature: canvas.current.toDataURL("image/png") }
        : { code: code.trim(), typedSignature: typed.trim() };
    sign.mutate(body);
  };

  return (
    <StepCard id="sign-title" title="Assinar documento" gap="gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">
          {view.codeChannel === "whatsapp"
            ? `Para confirmar sua identidade, enviaremos um código de 6 dígitos por WhatsApp para ${view.codeDestination}.`
            : `Para confirmar sua identidade, enviaremos um código de 6 dígitos para o e-mail ${view.codeDestination}.`}
        </p>
        <div>
          <Button variant="secondary" onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
            {codeMessage ? "Reenviar código" : "Enviar código"}
          </Button>
        </div>
        {codeMessage && <Alert tone="success">{codeMessage}</Alert>}
        {sendCode.isError && <Alert tone="error">{errorText(sendCode.error)}</Alert>}
      </div>
      <InputField
        label="Código de verificação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Sua assinatura</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-1">
            <input type="radio" name="kind" checked={kind === "typed"} onChange={() => setKind("typed")} />
            Digitar
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="kind" checked={kind === "drawn"} onChange={() => setKind("drawn")} />
            Desenhar
          </label>
        </div>
        {kind === "typed" ? (
          <InputField label="Nome para a assinatura" {...bound(typed, setTyped)} />
        ) : (
          <div className="flex flex-col gap-1">
            <canvas
              ref={canvas}
              width={600}
              height={180}
              aria-label="Área para desenhar a assinatura"
              className="w-full touch-none rounded-md border border-slate-300 bg-white"
              onPointerDown={start}
              onPointerMove={move}
            />
            <div>
              <Button variant="ghost" onClick={clear}>
                Limpar
              </Button>
            </div>
          </div>
        )}
      </fieldset>
      {sign.isError && <Alert tone="error">{errorText(sign.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button icon={PenLine} onClick={submit} loading={sign.isPending} disabled={code.length !== 6}>
          Confirmar assinatura
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Voltar
        </Button>
      </div>
      <p className="flex items-start gap-1 text-xs text-slate-600">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Ao assinar, registramos seu IP, navegador, data e hora como evidências, conforme a Lei 14.063/2020.
      </p>
    </StepCard>
  );
}

function DeclineForm({ token, onCancel }: { token: string; onCancel: () => void }) {
  const [reason, setReason] = useState("");
  const decline = useSigningAction(token, (body: DeclineBody) => call(signing.decline, { params: { token }, body }));
  const fieldError = decline.error instanceof ApiError ? (decline.error.fieldErrors.reason ?? undefined) : undefined;
  return (
    <StepCard id="decline-title" title="Recusar assinatura" gap="gap-3">
      <TextAreaField label="Motivo da recusa" {...bound(reason, setReason)} error={fieldError} />
      {decline.isError && !fieldError && <Alert tone="error">{errorText(decline.error)}</Alert>}
      <div className="flex gap-2">
        <Button variant="danger" onClick={() => decline.mutate({ reason })} loading={decline.isPending}>
          Confirmar recusa
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </StepCard>
  );
}
