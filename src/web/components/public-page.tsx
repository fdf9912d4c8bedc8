import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The frame of a public page a visitor opens from a link, without signing in (signing, verification):
 * "Minuta · <service>" above one narrow column, comfortable on a phone.
 */
export function PublicPage({
  icon: Icon,
  service,
  gap = "gap-4",
  children,
}: {
  icon: LucideIcon;
  service: string;
  gap?: "gap-4" | "gap-5";
  children: ReactNode;
}) {
  return (
    <main className="min-h-screen bg-slate-50 px-3 py-6 sm:px-6">
      <div className={`mx-auto flex max-w-3xl flex-col ${gap}`}>
        <header className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-blue-700" />
          Minuta · {service}
        </header>
        {children}
      </div>
    </main>
  );
}
