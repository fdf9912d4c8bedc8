import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AUTH_MESSAGES, resetPasswordSchema } from "../../../domain/auth/schemas";
import { Alert } from "../../components/ui/alert";
import { ApiError } from "../../lib/api";
import { authErrorMessage, resetPassword } from "./api";
import { AuthForm, AuthHeading, NewPasswordFields, SubmitBlock } from "./auth-form-parts";
import { AuthShell } from "./auth-shell";
import { useAuthForm } from "./use-auth-form";

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
  } = useAuthForm(resetPasswordSchema, { password: "", confirmPassword: "" });

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
        <AuthHeading title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta." />
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
          <AuthForm label="Redefinir senha" onSubmit={onSubmit}>
            <NewPasswordFields replacing register={register} errors={errors} />
            <SubmitBlock error={error} submitting={isSubmitting} label="Redefinir senha" />
          </AuthForm>
        )}
      </div>
    </AuthShell>
  );
}

export default ResetPasswordPage;
