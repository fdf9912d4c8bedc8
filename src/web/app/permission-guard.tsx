import { Lock, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { type AccessRule, currentRole, isAllowed, PERMISSION_LABELS, roleName } from "../../domain/auth/permissions";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useSession } from "../lib/session";

/** `standalone`: rendered outside the signed-in layout, so it is the page's main landmark. */
function GuardCard({ children, standalone = false }: { children: ReactNode; standalone?: boolean }) {
  const Wrapper = standalone ? "main" : "div";
  return (
    <Wrapper className={`flex items-center justify-center p-4 ${standalone ? "min-h-screen" : "min-h-[60vh]"}`}>
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        {children}
      </div>
    </Wrapper>
  );
}

/** Human label of what a rule requires, in Portuguese. */
export function requirementLabel(rule: AccessRule): { kind: "Papel" | "Permissão"; label: string } | null {
  if (rule.kind === "role") return { kind: "Papel", label: roleName(rule.role) };
  if (rule.kind === "permission") return { kind: "Permissão", label: PERMISSION_LABELS[rule.permission] };
  return null;
}

/**
 * Wraps a screen with its access rule (spec 1 §6): 'Verificando permissões...' while the session
 * loads, 'Acesso Negado' when signed out, 'Permissão Insuficiente' when the role or permission is
 * missing. The server enforces the same rules; this only decides what to show.
 */
export function PermissionGuard({
  rule,
  children,
  fallback,
  message,
}: {
  rule: AccessRule;
  children: ReactNode;
  fallback?: ReactNode;
  /** The screen's own denial text (e.g. spec 1 §2.8), shown inside 'Permissão Insuficiente'. */
  message?: string;
}) {
  const state = useSession();
  const navigate = useNavigate();

  if (state.status === "loading") {
    return (
      <GuardCard standalone>
        <div className="flex flex-col items-center gap-3" role="status">
          <Spinner />
          <p className="text-slate-700">Verificando permissões...</p>
        </div>
      </GuardCard>
    );
  }

  if (state.status === "signed-out") {
    return (
      <GuardCard standalone>
        <Lock aria-hidden="true" className="mx-auto mb-3 size-10 text-red-600" />
        <h1 className="mb-2 text-xl font-semibold">Acesso Negado</h1>
        <p className="mb-5 text-slate-700">Você precisa estar logado para acessar esta página.</p>
        <Button onClick={() => void navigate("/login")}>Ir para Login</Button>
      </GuardCard>
    );
  }

  if (isAllowed(state.session, rule)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;

  const required = requirementLabel(rule);
  const current = currentRole(state.session);
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/dashboard");
  };
  return (
    <GuardCard>
      <ShieldAlert aria-hidden="true" className="mx-auto mb-3 size-10 text-amber-600" />
      <h1 className="mb-3 text-xl font-semibold">Permissão Insuficiente</h1>
      {message && <p className="mb-3 text-slate-700">{message}</p>}
      <dl className="mb-4 space-y-1 text-sm text-slate-700">
        {required && (
          <div>
            <dt className="inline font-medium">
              {required.kind} necessári{required.kind === "Papel" ? "o" : "a"}:{" "}
            </dt>
            <dd className="inline">{required.label}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Seu papel atual: </dt>
          <dd className="inline">{current ? current.name : "Não definido"}</dd>
        </div>
      </dl>
      {rule.kind === "permission" && (
        <p className="mb-4 text-sm text-slate-600">
          Entre em contato com seu administrador para solicitar as permissões necessárias.
        </p>
      )}
      <Button variant="secondary" onClick={goBack}>
        Voltar
      </Button>
    </GuardCard>
  );
}
