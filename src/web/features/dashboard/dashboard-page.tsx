import {
  BarChart3,
  Bot,
  Building2,
  CreditCard,
  FilePlus2,
  Files,
  FileText,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  PanelsTopLeft,
  PenTool,
  Plug,
  ShieldCheck,
  Sparkles,
  User,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { currentRole, isSuperAdmin, PERMISSION_LABELS } from "../../../domain/auth/permissions";
import type { SessionView } from "../../../domain/auth/session";
import { type DashboardTileId, dashboardTiles, mayOpenPlanOverview } from "../../../domain/dashboard/tiles";
import { useSession } from "../../lib/session";

const TILE_ICONS: Record<DashboardTileId, LucideIcon> = {
  "generate-document": FilePlus2,
  "my-documents": Files,
  users: Users,
  categories: FolderTree,
  plans: CreditCard,
  "admin-dashboard": LayoutDashboard,
  "corporate-accounts": Building2,
  "esign-settings": PenTool,
  broadcast: Megaphone,
  "corporate-dashboard": BarChart3,
  "plan-overview": CreditCard,
  templates: FileText,
  "header-footer": PanelsTopLeft,
  reports: BarChart3,
  integrations: Plug,
  assistant: Sparkles,
  "ai-settings": Bot,
};

const card = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

function activeRolesText(n: number): string {
  if (n === 0) return "Nenhum papel ativo";
  return n === 1 ? "1 papel ativo" : `${n} papéis ativos`;
}

/** Home dashboard (spec 1 §2.6). */
export function DashboardPage() {
  const state = useSession();
  if (state.status !== "signed-in") return null;
  return <Dashboard session={state.session} />;
}

function Dashboard({ session }: { session: SessionView }) {
  const role = currentRole(session);
  const holder = { roles: session.roles, hasAccount: Boolean(session.corporateAccount) };
  const tiles = dashboardTiles(holder);
  // Only what opens: the plan overview needs a corporate role on an account.
  const accountLinks = mayOpenPlanOverview(holder);
  const accountName = session.corporateAccount?.name ?? "Nenhuma conta corporativa";
  const awaitingAccount = !session.corporateAccount && !isSuperAdmin(session);

  const accountBody = (
    <>
      <h2 className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Building2 aria-hidden="true" className="size-4" />
        Conta corporativa
      </h2>
      <p className="mt-2 text-lg font-semibold" data-testid="corporate-account">
        {accountName}
      </p>
      {accountLinks && <p className="mt-1 text-sm text-blue-700">Ver plano e uso da conta</p>}
      {awaitingAccount && (
        <p className="mt-1 text-sm text-slate-700" data-testid="join-account-help">
          Você ainda não faz parte de uma empresa. Para entrar na conta da sua empresa, peça ao administrador dela que
          vincule o seu e-mail à conta corporativa em "Gerenciar Usuários".
        </p>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Olá, {session.metadata.fullName}</h1>
        <p className="text-slate-600">Boas-vindas à Minuta. Escolha uma ação para começar.</p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <section className={card} aria-labelledby="user-card-title">
          <h2 id="user-card-title" className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <User aria-hidden="true" className="size-4" />
            Usuário
          </h2>
          <p className="mt-2 text-lg font-semibold" data-testid="user-name">
            {session.metadata.fullName}
          </p>
          <p className="break-all text-sm text-slate-700" data-testid="user-email">
            {session.user.email}
          </p>
        </section>

        <section className={card} aria-labelledby="role-card-title">
          <h2 id="role-card-title" className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Papel atual
          </h2>
          <p className="mt-2 text-lg font-semibold" data-testid="current-role">
            {role ? role.name : "Não definido"}
          </p>
          <p className="text-sm text-slate-700" data-testid="active-roles">
            {activeRolesText(session.roles.length)}
          </p>
        </section>

        {accountLinks ? (
          <Link
            to="/corporate/plan-overview"
            className={`${card} block transition-colors hover:border-blue-300 hover:bg-blue-50`}
          >
            {accountBody}
          </Link>
        ) : (
          <section className={card}>{accountBody}</section>
        )}
      </div>

      <section aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="mb-3 text-lg font-semibold">
          Ações
        </h2>
        {tiles.length === 0 ? (
          <p className="text-slate-600">Nenhuma ação disponível para o seu papel.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="action-tiles">
            {tiles.map((tile) => {
              const Icon = TILE_ICONS[tile.id];
              return (
                <li key={tile.id}>
                  <Link
                    to={tile.to}
                    data-tile={tile.id}
                    className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50"
                  >
                    <span className="rounded-md bg-blue-100 p-2 text-blue-800">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-medium text-slate-900">{tile.title}</span>
                      <span className="block text-sm text-slate-600">{tile.description}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={card} aria-labelledby="permissions-title">
        <h2 id="permissions-title" className="mb-3 text-lg font-semibold">
          Permissões ativas
        </h2>
        {session.permissions.length === 0 ? (
          <p className="text-slate-600">Nenhuma permissão ativa.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="permissions">
            {session.permissions.map((p) => (
              <li key={p} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {PERMISSION_LABELS[p]}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default DashboardPage;
