import { useMutation } from "@tanstack/react-query";
import { FileSearch, KeyRound, type LucideIcon, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  formatVerificationCode,
  isVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_MESSAGES,
  VERIFY_PDF_MAX_BYTES,
  VERIFY_PDF_MAX_MB,
  type Verification,
} from "../../../domain/verification/verification";
import { PublicPage } from "../../components/public-page";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { verifyCode, verifyFile } from "./api";
import { VerificationResult } from "./verification-result";

const FAILED = "Não foi possível verificar agora. Tente novamente em instantes.";

/** The file's own problem, said before anything is sent (the server says the same). */
function fileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return VERIFICATION_MESSAGES.fileEmpty;
  if (file.size > VERIFY_PDF_MAX_BYTES) return VERIFICATION_MESSAGES.fileTooLarge;
  return null;
}

type Way = "file" | "code";

/** The two ways to verify: each card's title, icon and button. */
const WAYS: Record<Way, { title: string; icon: LucideIcon; action: string }> = {
  file: { title: "Enviar o PDF", icon: FileSearch, action: "Verificar arquivo" },
  code: { title: "Digitar o código", icon: KeyRound, action: "Verificar código" },
};

/** One of the two ways to verify: a titled card with its field and its button, busy while its check runs. */
function VerifyForm(props: { way: Way; pending: Way | null; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  const id = useId();
  const { title, icon: Icon, action } = WAYS[props.way];
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-blue-700" />
        {title}
      </h2>
      {props.children}
      <Button type="submit" loading={props.pending === props.way}>
        {action}
      </Button>
    </form>
  );
}

/**
 * /verificar: public (no sign-in). Anyone with a signed PDF, or the code printed on its evidence page,
 * checks whether Minuta sealed it and whether the file is intact. `?codigo=` (the address printed on
 * the evidence page) fills the code in and checks it at once.
 */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const fromLink = params.get("codigo") ?? "";
  const [code, setCode] = useState(fromLink);
  const [codeError, setCodeError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const result = useRef<HTMLDivElement>(null);
  const verify = useMutation<Verification, Error, { code: string } | { file: File }>({
    mutationFn: (input) => ("code" in input ? verifyCode(input.code) : verifyFile(input.file)),
    // The verdict announces itself (role status / alert); on a phone it is below the fold.
    onSettled: () => result.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
  });
  const { mutate, reset } = verify;
  const pending: Way | null =
    verify.isPending && verify.variables ? ("code" in verify.variables ? "code" : "file") : null;

  const checkCode = (typed: string) => {
    const normalized = normalizeVerificationCode(typed.trim());
    setFileError(undefined);
    if (!isVerificationCode(normalized)) {
      reset();
      return setCodeError(VERIFICATION_MESSAGES.codeInvalid);
    }
    setCodeError(undefined);
    setCode(formatVerificationCode(normalized));
    mutate({ code: normalized });
  };
  // The address on the evidence page: check its code once, on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code the page was opened with.
  useEffect(() => {
    if (fromLink) checkCode(fromLink);
  }, [fromLink]);

  const onCode = (e: FormEvent) => {
    e.preventDefault();
    checkCode(code);
  };
  const onFile = (e: FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    setCodeError(undefined);
    setFileError(problem ?? undefined);
    if (file && !problem) mutate({ file });
    else reset();
  };

  return (
    <PublicPage icon={ShieldCheck} service="Verificação de documentos" gap="gap-5">
      <section className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">Verificar documento assinado</h1>
        <p className="text-sm text-slate-700">
          Confira se um documento foi assinado e selado pela Minuta e se o arquivo está íntegro. Envie o PDF assinado ou
          digite o código de verificação impresso na página de evidências.
        </p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <VerifyForm way="file" pending={pending} onSubmit={onFile}>
          <InputField
            label="Arquivo PDF assinado"
            type="file"
            accept="application/pdf,.pdf"
            hint={`Até ${VERIFY_PDF_MAX_MB} MB. O arquivo é conferido e não fica guardado.`}
            error={fileError}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
        </VerifyForm>
        <VerifyForm way="code" pending={pending} onSubmit={onCode}>
          <InputField
            label="Código de verificação"
            placeholder="ABCD-EFGH-JKMN-PQRS"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            hint="Impresso na página de evidências, ao final do PDF."
            error={codeError}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setCodeError(undefined);
            }}
          />
        </VerifyForm>
      </div>
      <div ref={result} className="scroll-mt-4">
        {verify.isError && <Alert tone="error">{clientErrorMessage(verify.error, FAILED)}</Alert>}
        {verify.isSuccess && <VerificationResult v={verify.data} />}
      </div>
    </PublicPage>
  );
}
