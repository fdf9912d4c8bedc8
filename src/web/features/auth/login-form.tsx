import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { AUTH_MESSAGES, loginSchema } from "../../../domain/auth-schemas";
import { SESSION_QUERY_KEY } from "../../app/session";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { authErrorMessage, resendConfirmation, resendErrorMessage, signIn } from "./api";
import type { AuthView } from "./login-page";

type Resend = { state: "idle" | "sending" } | { state: "done"; tone: "success" | "error"; message: string };

export function LoginForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>({ state: "idle" });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setUnconfirmedEmail(null);
    setResend({ state: "idle" });
    try {
      await signIn(values);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
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
      <div>
        <h1 className="text-2xl font-semibold">Entrar</h1>
        <p className="mt-1 text-sm text-slate-600">Acesse sua conta para gerar e assinar documentos.</p>
      </div>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-label="Entrar">
        <InputField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
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
        {error && <Alert tone="error">{error}</Alert>}
        {unconfirmedEmail && (
          <div className="flex flex-col gap-2">
            <Alert tone="warning">{AUTH_MESSAGES.emailNotConfirmed}</Alert>
            <Button variant="secondary" loading={resend.state === "sending"} onClick={() => void onResend()}>
              Reenviar email de confirmação
            </Button>
            {resend.state === "done" && <Alert tone={resend.tone}>{resend.message}</Alert>}
          </div>
        )}
        <Button type="submit" loading={isSubmitting}>
          Entrar
        </Button>
      </form>
      <p className="text-center text-sm text-slate-700">
        Não tem uma conta?{" "}
        <button
          type="button"
          className="font-medium text-blue-700 underline-offset-2 hover:underline"
          onClick={() => onSwitch("signup")}
        >
          Criar conta
        </button>
      </p>
    </div>
  );
}
