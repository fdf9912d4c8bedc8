import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { AUTH_MESSAGES, resetPasswordSchema } from "../../../domain/auth-schemas";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { authErrorMessage, resetPassword } from "./api";
import { AuthShell } from "./auth-shell";

export const INVALID_RESET_LINK = "Link de redefinição de senha inválido ou expirado. Solicite um novo link.";
export const RESET_SUCCESS = "Senha redefinida com sucesso! Redirecionando para o login...";

/** /reset-password?token=… (spec 1 §2.4): new password twice, then back to / after 3 s. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const linkError = params.get("error");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => void navigate("/", { replace: true }), 3000);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    if (!token) return;
    try {
      await resetPassword({ newPassword: password, token });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && /INVALID_TOKEN|TOKEN_EXPIRED/i.test(err.code)) setError(INVALID_RESET_LINK);
      else setError(authErrorMessage(err, AUTH_MESSAGES.resetFailed));
    }
  });

  const invalidLink = !token || Boolean(linkError);

  return (
    <AuthShell>
      <div className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-semibold">Redefinir senha</h1>
          <p className="mt-1 text-sm text-slate-600">Escolha uma nova senha para sua conta.</p>
        </div>
        {done ? (
          <Alert tone="success">{RESET_SUCCESS}</Alert>
        ) : invalidLink ? (
          <>
            <Alert tone="error">{INVALID_RESET_LINK}</Alert>
            <Link to="/login" className="text-center text-sm font-medium text-blue-700 hover:underline">
              Ir para o login
            </Link>
          </>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-label="Redefinir senha">
            <InputField
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              hint="Mínimo de 6 caracteres"
              error={errors.password?.message}
              {...register("password")}
            />
            <InputField
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register("confirmPassword")}
            />
            {error && <Alert tone="error">{error}</Alert>}
            <Button type="submit" loading={isSubmitting}>
              Redefinir senha
            </Button>
          </form>
        )}
      </div>
    </AuthShell>
  );
}

export default ResetPasswordPage;
