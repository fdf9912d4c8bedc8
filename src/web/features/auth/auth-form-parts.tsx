import type { ComponentProps, FormEvent, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/form-field";

/** Title and subtitle of a signed-out screen. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
    </div>
  );
}

/** The form of a signed-out screen: named after its title, validated by the schema only. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}

/** The "E-mail" field of the auth forms. */
export function EmailField(props: Omit<ComponentProps<typeof InputField>, "label" | "type" | "autoComplete">) {
  return <InputField label="E-mail" type="email" autoComplete="email" {...props} />;
}

type NewPasswordName = "password" | "confirmPassword";

/**
 * A new password and its confirmation, the form's `password` and `confirmPassword`: 'Senha' at sign-up,
 * 'Nova senha' when `replacing` a forgotten one.
 */
export function NewPasswordFields({
  replacing = false,
  register,
  errors,
}: {
  replacing?: boolean;
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordName, { message?: string }>>;
}) {
  return (
    <>
      <InputField
        label={replacing ? "Nova senha" : "Senha"}
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 6 caracteres"
        error={errors.password?.message}
        {...register("password")}
      />
      <InputField
        label={replacing ? "Confirmar nova senha" : "Confirmar senha"}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
    </>
  );
}

/** The form's error banner, then its submit button. */
export function SubmitBlock({
  error,
  submitting,
  label,
  children,
}: {
  error: string | null;
  submitting: boolean;
  label: string;
  /** Shown between the banner and the button (e.g. the resend-confirmation block). */
  children?: ReactNode;
}) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {children}
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </>
  );
}

/** "Não tem uma conta? Criar conta" and the like: a question and the button that switches the view. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-slate-700">
      {question}{" "}
      <button type="button" className="font-medium text-blue-700 underline-offset-2 hover:underline" onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
