import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Brand } from "../../domain/branding/branding";
import { BrandLogo, brandStyle } from "./brand-scope";

/**
 * The frame of a public page a visitor opens from a link, without signing in (signing, verification):
 * "Minuta · <service>" above one narrow column, comfortable on a phone. With the sending account's
 * brand (issue 26: custom branding or white label) its logo and colours replace the platform's.
 */
export function PublicPage({
  icon: Icon,
  service,
  gap = "gap-4",
  brand,
  children,
}: {
  icon: LucideIcon;
  service: string;
  gap?: "gap-4" | "gap-5";
  brand?: Brand;
  children: ReactNode;
}) {
  const branded = brand && (brand.custom || brand.whiteLabel);
  return (
    <main className="min-h-screen bg-slate-50 px-3 py-6 sm:px-6" style={brandStyle(brand)}>
      <div className={`mx-auto flex max-w-3xl flex-col ${gap}`}>
        <header className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {branded ? (
            <>
              <BrandLogo brand={brand} />
              <span>{service}</span>
            </>
          ) : (
            <>
              <Icon aria-hidden="true" className="size-5 text-blue-700" />
              Minuta · {service}
            </>
          )}
        </header>
        {children}
      </div>
    </main>
  );
}
