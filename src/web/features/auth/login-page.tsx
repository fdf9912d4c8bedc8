import { useState } from "react";
import { AuthShell } from "./auth-shell";
import type { AuthView } from "./auth-view";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignUpForm } from "./sign-up-form";

/** Login, sign-up and forgot-password, switchable in place (spec 1 §2.1–§2.3). */
export function LoginPage({ initialView = "login" }: { initialView?: AuthView }) {
  const [view, setView] = useState<AuthView>(initialView);
  return (
    <AuthShell>
      {view === "login" && <LoginForm onSwitch={setView} />}
      {view === "signup" && <SignUpForm onSwitch={setView} />}
      {view === "forgot" && <ForgotPasswordForm onSwitch={setView} />}
    </AuthShell>
  );
}

export default LoginPage;
