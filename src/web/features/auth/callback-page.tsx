import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES } from "../../../domain/auth/messages";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { currentSession, refreshSession } from "../../lib/session";
import { verifyEmail } from "./api";
import { AuthShell } from "./auth-shell";
import { readCallbackParams } from "./callback-params";

type Outcome =
  | { state: "success"; title: string; message: string; to: string; delayMs: number }
  | { state: "already-confirmed" }
  | { state: "error"; message: string };

/** E-mail confirmation landing screen (spec 1 §2.5): loading, success, error. */
export function CallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One run per attempt, shared by StrictMode's double effect (verification tokens are single-use).
  const runs = useRef(new Map<number, Promise<Outcome>>());

  useEffect(() => {
    let active = true;
    let run = runs.current.get(attempt);
    if (!run) {
      const { type, token, error } = readCallbackParams(location.search, location.hash);
      run = (async (): Promise<Outcome> => {
        if (error) return { state: "error", message: AUTH_MESSAGES.invalidLink };
        if (type === "signup" && token) {
          try {
            await verifyEmail(token);
            // A confirmation signs the user in; a link of an address confirmed before (e.g. the first
            // e-mail after a resend) is accepted but signs no one in: say so instead of a dead redirect.
            const signedIn = await refreshSession();
            if (!signedIn) return { state: "already-confirmed" };
            return {
              state: "success",
              title: "E-mail confirmado!",
              message: "Sua conta foi ativada. Redirecionando para o painel...",
              to: "/dashboard",
              delayMs: 3000,
            };
          } catch {
            return { state: "error", message: AUTH_MESSAGES.invalidLink };
          }
        }
        if (type === "recovery" && token) {
          return {
            state: "success",
            title: "Link verificado",
            message: "Redirecionando para a redefinição de senha...",
            to: `/reset-password?token=${encodeURIComponent(token)}`,
            delayMs: 2000,
          };
        }
        const session = await currentSession();
        if (session) {
          return {
            state: "success",
            title: "Você já está conectado",
            message: "Redirecionando para o painel...",
            to: "/dashboard",
            delayMs: 2000,
          };
        }
        return { state: "error", message: AUTH_MESSAGES.invalidLink };
      })();
      runs.current.set(attempt, run);
    }
    void run.then((o) => {
      if (active) setOutcome(o);
    });
    return () => {
      active = false;
    };
  }, [attempt, location.search, location.hash]);

  useEffect(() => {
    if (outcome?.state !== "success") return;
    const t = window.setTimeout(() => void navigate(outcome.to, { replace: true }), outcome.delayMs);
    return () => window.clearTimeout(t);
  }, [outcome, navigate]);

  return (
    <AuthShell>
      <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
        {outcome === null && (
          <>
            <Spinner className="size-10" />
            <h1 className="text-xl font-semibold">Confirmando...</h1>
            <p className="text-slate-700">Aguarde enquanto verificamos seu link.</p>
          </>
        )}
        {outcome?.state === "success" && (
          <>
            <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
            <h1 className="text-xl font-semibold">{outcome.title}</h1>
            <p className="text-slate-700">{outcome.message}</p>
          </>
        )}
        {outcome?.state === "already-confirmed" && (
          <>
            <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
            <h1 className="text-xl font-semibold">E-mail já confirmado</h1>
            <p className="text-slate-700">Este endereço de e-mail já foi confirmado. Entre com seu e-mail e senha.</p>
            <Button onClick={() => void navigate("/login")}>Ir para Login</Button>
          </>
        )}
        {outcome?.state === "error" && (
          <>
            <XCircle aria-hidden="true" className="size-12 text-red-600" />
            <h1 className="text-xl font-semibold">Não foi possível confirmar</h1>
            <p role="alert" className="text-slate-700">
              {outcome.message}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => void navigate("/login")}>Ir para o login</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setOutcome(null);
                  setAttempt((a) => a + 1);
                }}
              >
                Tentar novamente
              </Button>
            </div>
          </>
        )}
      </div>
    </AuthShell>
  );
}

export default CallbackPage;
