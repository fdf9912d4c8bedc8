import { useQuery } from "@tanstack/react-query";
import { ExternalLink, LifeBuoy, LogOut, RefreshCw, UserRound } from "lucide-react";
import { Link, Outlet } from "react-router";
import { toast } from "sonner";
import type { Brand } from "../../domain/branding/branding";
import { BrandLink } from "../components/brand-link";
import { BrandLogo, brandStyle } from "../components/brand-scope";
import { Button } from "../components/ui/button";
import { currentBrandQuery } from "../features/branding/api";
import { copyrightNotice, currentYear } from "../lib/copyright";
import { useLiveUpdates } from "../lib/live-updates";
import { refreshSession, useSession } from "../lib/session";
import { useSignOut } from "./use-sign-out";

/**
 * Layout of the gated area when signed in (app/signed-in-area.tsx renders the page alone otherwise):
 * the header, the live-update stream, the page.
 */
export function AppLayout() {
  useLiveUpdates();
  // The account's look while its plan has "Marca personalizada" (issue 26); the platform's otherwise.
  const brand = useQuery(currentBrandQuery).data;
  return (
    <div className="flex min-h-screen flex-col" style={brandStyle(brand)}>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <AppHeader brand={brand} />
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        {copyrightNotice(currentYear())}
      </footer>
    </div>
  );
}

/** The header's links: the public site, help (support tickets), the user's own data (LGPD). */
const HEADER_LINKS = [
  { to: "/landing", icon: ExternalLink, label: "Site institucional" },
  { to: "/support", icon: LifeBuoy, label: "Ajuda" },
  { to: "/account/data", icon: UserRound, label: "Meus dados" },
] as const;

function AppHeader({ brand }: { brand: Brand | undefined }) {
  const { isFetching } = useSession();
  const { signOut, pending } = useSignOut();
  const refresh = async () => {
    await refreshSession();
    toast.success("Dados atualizados");
  };
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* On a phone the actions keep their icons (names stay for screen readers) so all fits one row. */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {brand?.custom ? (
          <Link to="/dashboard" aria-label={`${brand.name}: início`} className="flex items-center">
            <BrandLogo brand={brand} />
          </Link>
        ) : (
          <BrandLink to="/dashboard" />
        )}
        <nav aria-label="Ações da conta" className="flex items-center gap-1 sm:gap-2">
          {HEADER_LINKS.map(({ to, icon: Icon, label }) => (
            <Link
              key={to}
              to={to}
              className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{label}</span>
            </Link>
          ))}
          <Button icon={RefreshCw} variant="secondary" onClick={() => void refresh()} loading={isFetching}>
            <span className="max-sm:sr-only">Atualizar dados</span>
          </Button>
          <Button icon={LogOut} variant="ghost" onClick={() => void signOut()} loading={pending}>
            <span className="max-sm:sr-only">Sair</span>
          </Button>
        </nav>
      </div>
    </header>
  );
}
