import { lazy, Suspense, useState } from "react";
import { RouteFallback } from "../../app/route-fallback";
import type { AuthView } from "../../lib/sign-in-link";
import { withZodConfig } from "../../lib/zod-ready";
import { AuthShell } from "./auth-shell";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";

/**
 * The sign-up form (react-hook-form and Zod: its rules and the server's field errors) loads when it is
 * opened: the login and password-recovery forms check without Zod, so the page a visitor lands on stays
 * small (issue 21 §18, decision 0031).
 */
const SignUpForm = lazy(() => withZodConfig(import("./sign-up-form")).then((m) => ({ default: m.SignUpForm })));

/** Login, sign-up and forgot-password, switchable in place (spec 1 §2.1–§2.3). */
export function LoginPage({ initialView = "login" }: { initialView?: AuthView }) {
  const [view, setView] = useState<AuthView>(initialView);
  return (
    <AuthShell>
      {view === "login" && <LoginForm onSwitch={setView} />}
      {view === "signup" && (
        <Suspense fallback={<RouteFallback />}>
          <SignUpForm onSwitch={setView} />
        </Suspense>
      )}
      {view === "forgot" && <ForgotPasswordForm onSwitch={setView} />}
    </AuthShell>
  );
}

export default LoginPage;
