import { ArrowLeft, LayoutDashboard, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SETTINGS_HOME, SETTINGS_TITLE, settingsEntryAt } from "../../../domain/settings/areas";
import { Button } from "./button";

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Back: defaults to the browser history (or the dashboard when there is none). */
  onBack?: () => void;
  /** The list's "Novo …" button, first of the actions. */
  create?: { label: string; icon: LucideIcon; onClick: () => void };
  actions?: ReactNode;
}

/** An admin page: its PageHeader, then its content. */
export function AdminPage({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <div>
      <PageHeader {...header} />
      {children}
    </div>
  );
}

/** Title of an admin page with its Back and Dashboard buttons (and optional actions on the right). */
export function PageHeader({ title, description, onBack, create, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const setting = settingsEntryAt(useLocation().pathname);
  const back =
    onBack ??
    (() => {
      if (window.history.length > 1) void navigate(-1);
      else void navigate("/dashboard");
    });
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <div className="mb-3 flex flex-wrap gap-2">
          <Button variant="secondary" icon={ArrowLeft} onClick={back}>
            Voltar
          </Button>
          <Button variant="secondary" icon={LayoutDashboard} onClick={() => void navigate("/dashboard")}>
            Dashboard
          </Button>
        </div>
        {setting && (
          <nav aria-label="Você está em" className="mb-1 text-sm text-slate-600">
            <Link to={SETTINGS_HOME} className="text-blue-700 underline hover:text-blue-900">
              {SETTINGS_TITLE}
            </Link>
            <span aria-hidden="true"> › </span>
            <span aria-current="page">{setting.title}</span>
          </nav>
        )}
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {(create || actions) && (
        <div className="flex flex-wrap gap-2">
          {create && (
            <Button icon={create.icon} onClick={create.onClick}>
              {create.label}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
