import { useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES, loginSchema } from "../../../domain/auth-schemas";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { refreshSession } from "../../lib/session";
import { authErrorMessage, resendConfirmation, resendErrorMessage, signIn } from "./api";
import { AuthForm, AuthHeading, EmailField, SubmitBlock, SwitchPrompt, useAuthForm } from "./auth-form-parts";
import type { AuthView } from "./auth-view";

type Resend = { state: "idle" | "sending" } | { state: "done"; tone: "success" | "error"; message: string };

export function LoginForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>({ state: "idle" });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(loginSchema, { email: "", password: "" });

  const onSubmit = handleSubmit(async (values) => {
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
        <EmailField error={errors.email?.message} {...register("email")} />
        <InputField
          label="Senha"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="-mt-2 text-right">
          <button
            type="button"
            className="text-sm text-blue-700 underline-offset-2 hover:underline"
            onClick={() => onSwitch("forgot")}
          >
            Esqueceu a senha?
          </button>
        </div>
        <SubmitBlock error={error} submitting={isSubmitting} label="Entrar">
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
