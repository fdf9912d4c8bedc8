import { useState } from "react";
import { checkForgotPassword } from "../../../domain/auth/rules";
import { Alert } from "../../components/ui/alert";
import { ApiError } from "../../lib/api";
import { usePlainForm } from "../../lib/plain-form";
import type { AuthView } from "../../lib/sign-in-link";
import { authErrorMessage, requestPasswordReset } from "./api";
import { AuthForm, AuthHeading, EmailField, SubmitBlock } from "./auth-form-parts";

export const RESET_SENT_MESSAGE =
  "Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha. Verifique sua caixa de entrada e spam.";

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Checked without Zod, as the login form it sits beside (decision 0031).
  const { field, onSubmit: checked, submitting } = usePlainForm(checkForgotPassword);

  const onSubmit = checked(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      // Neutral answer: never reveal whether the address exists; only transport problems show.
      if (err instanceof ApiError && (err.isNetwork || err.status === 429)) setError(authErrorMessage(err));
      else setSent(true);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <AuthHeading
        title="Recuperar senha"
        subtitle="Informe seu e-mail para receber um link de redefinição de senha."
      />
      {sent ? (
        <Alert tone="success">{RESET_SENT_MESSAGE}</Alert>
      ) : (
        <AuthForm label="Recuperar senha" onSubmit={onSubmit}>
          <EmailField {...field("email")} />
          <SubmitBlock error={error} submitting={submitting} label="Enviar link de redefinição" />
        </AuthForm>
      )}
      <button
        type="button"
        className="text-center text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        onClick={() => onSwitch("login")}
      >
        Voltar para o login
      </button>
    </div>
  );
}
