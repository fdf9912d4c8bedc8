import { useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "../../../domain/auth/messages";
import { checkLogin } from "../../../domain/auth/rules";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { usePlainForm } from "../../lib/plain-form";
import { refreshSession } from "../../lib/session";
import type { AuthView } from "../../lib/sign-in-link";
import { authErrorMessage, resendConfirmation, resendErrorMessage, signIn } from "./api";
import { AuthForm, AuthHeading, EmailField, SubmitBlock, SwitchPrompt } from "./auth-form-parts";

type Resend = { state: "idle" | "sending" } | { state: "done"; tone: "success" | "error"; message: string };

export function LoginForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>({ state: "idle" });
  // Checked without Zod: this form is in the first JavaScript a visitor downloads (decision 0031).
  const { field, onSubmit: checked, submitting } = usePlainForm(checkLogin);

  const onSubmit = checked(async (values) => {
    setError(null);
    setUnconfirmedEmail(null);
    setResend({ state: "idle" });
    try {
      await signIn(values);
      await refreshSession();
      await navigate("/dashboard");
    } catch (err) {
      if (err instanceof ApiError && err.code.toUpperCase() === "EMAIL_NOT_VERIFIED") {
        setUnconfirmedEmail(values.email);
        return;
      }
      setError(authErrorMessage(err));
    }
  });

  const onResend = async () => {
    if (!unconfirmedEmail) return;
    setResend({ state: "sending" });
    try {
      await resendConfirmation(unconfirmedEmail);
      setResend({ state: "done", tone: "success", message: AUTH_MESSAGES.resendSuccess });
    } catch (err) {
      setResend({ state: "done", tone: "error", message: resendErrorMessage(err) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <AuthHeading title="Entrar" subtitle="Acesse sua conta para gerar e assinar documentos." />
      <AuthForm label="Entrar" onSubmit={onSubmit}>
        <EmailField {...field("email")} />
        <InputField label="Senha" type="password" autoComplete="current-password" {...field("password")} />
        <div className="-mt-2 text-right">
          <button
            type="button"
            className="text-sm text-blue-700 underline-offset-2 hover:underline"
            onClick={() => onSwitch("forgot")}
          >
            Esqueceu a senha?
          </button>
        </div>
        <SubmitBlock error={error} submitting={submitting} label="Entrar">
          {unconfirmedEmail && (
            <div className="flex flex-col gap-2">
              <Alert tone="warning">{AUTH_MESSAGES.emailNotConfirmed}</Alert>
              <Button variant="secondary" loading={resend.state === "sending"} onClick={() => void onResend()}>
                Reenviar email de confirmação
              </Button>
              {resend.state === "done" && <Alert tone={resend.tone}>{resend.message}</Alert>}
            </div>
          )}
        </SubmitBlock>
      </AuthForm>
      <SwitchPrompt question="Não tem uma conta?" action="Criar conta" onClick={() => onSwitch("signup")} />
    </div>
  );
}
