import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { forgotPasswordSchema } from "../../../domain/auth-schemas";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { authErrorMessage, requestPasswordReset } from "./api";
import type { AuthView } from "./login-page";

export const RESET_SENT_MESSAGE =
  "Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha. Verifique sua caixa de entrada e spam.";

export function ForgotPasswordForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
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
      <div>
        <h1 className="text-2xl font-semibold">Recuperar senha</h1>
        <p className="mt-1 text-sm text-slate-600">Informe seu e-mail para receber um link de redefinição de senha.</p>
      </div>
      {sent ? (
        <Alert tone="success">{RESET_SENT_MESSAGE}</Alert>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
          <InputField
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" loading={isSubmitting}>
            Enviar link de redefinição
          </Button>
        </form>
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
