import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { AUTH_MESSAGES, signUpSchema } from "../../../domain/auth/schemas";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import type { AuthView } from "../../lib/sign-in-link";
import { authErrorMessage, signUp } from "./api";
import { AuthForm, AuthHeading, EmailField, NewPasswordFields, SubmitBlock, SwitchPrompt } from "./auth-form-parts";
import { useAuthForm } from "./use-auth-form";

type Input = z.input<typeof signUpSchema>;
const FIELDS: ReadonlyArray<Path<Input>> = ["fullName", "email", "password", "confirmPassword"];

export function SignUpForm({ onSwitch }: { onSwitch: (v: AuthView) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useAuthForm(signUpSchema, { fullName: "", email: "", password: "", confirmPassword: "" });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signUp(values);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.status === 409 || err.code === "EMAIL_TAKEN") {
          setError(err.message || AUTH_MESSAGES.emailTaken);
          return;
        }
        if (showServerFieldErrors(err, setFieldError, FIELDS) > 0) return;
        setError(err.status >= 500 ? AUTH_MESSAGES.unexpected : authErrorMessage(err, AUTH_MESSAGES.signUpFailed));
        return;
      }
      setError(AUTH_MESSAGES.unexpected);
    }
  });

  if (done) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <h1 className="text-2xl font-semibold">Confirme seu e-mail</h1>
        <Alert tone="success">Conta criada! Enviamos um link de confirmação para seu e-mail.</Alert>
        <p className="text-sm text-slate-600">Abra o link recebido para ativar sua conta e depois faça login.</p>
        <Button onClick={() => onSwitch("login")}>Ir para o login</Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <AuthHeading title="Criar conta" subtitle="Cadastre-se para começar a gerar seus documentos." />
      <AuthForm label="Criar conta" onSubmit={onSubmit}>
        <InputField
          label="Nome completo"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register("fullName")}
        />
        <EmailField error={errors.email?.message} {...register("email")} />
        <NewPasswordFields register={register} errors={errors} />
        <SubmitBlock error={error} submitting={isSubmitting} label="Criar conta" />
      </AuthForm>
      <SwitchPrompt question="Já tem uma conta?" action="Entrar" onClick={() => onSwitch("login")} />
    </div>
  );
}
