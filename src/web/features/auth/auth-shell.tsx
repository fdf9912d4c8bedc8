import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link";
import { copyrightNotice, currentYear } from "../../lib/copyright";

/** The frame of the signed-out screens: brand, a card, and the way to the institutional site. */
export function AuthShell({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-blue-50 via-white to-slate-100">
      <header className="flex items-center justify-between px-6 py-4">
        <BrandLink to="/landing" />
        <Link to="/landing" className="text-sm text-slate-700 underline-offset-2 hover:underline">
          Conheça a Minuta
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-8">
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
      <footer className="flex flex-col items-center gap-2 px-6 py-4 text-center text-xs text-slate-600">
        <p>{footer ?? copyrightNotice(currentYear())}</p>
        <nav aria-label="Informações legais" className="flex gap-4">
          <Link to="/privacidade" className="underline underline-offset-2 hover:text-slate-900">
            Privacidade
          </Link>
          <Link to="/lgpd" className="underline underline-offset-2 hover:text-slate-900">
            LGPD
          </Link>
        </nav>
      </footer>
    </div>
  );
}
