import { type CSSProperties, type ReactNode, useEffect } from "react";
import { type Brand, brandPalette } from "../../domain/branding/branding";

/** The CSS variables that give a subtree the brand's colours (none for the platform's own look). */
export const brandStyle = (brand: Brand | undefined): CSSProperties | undefined =>
  brand?.custom ? (brandPalette(brand.primaryColor) as CSSProperties) : undefined;

/** A subtree in the brand's colours: the app's blue scale replaced by the brand's (brandPalette). */
export function BrandScope({
  brand,
  className,
  children,
}: {
  brand: Brand | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} style={brandStyle(brand)}>
      {children}
    </div>
  );
}

/** The brand's logo (or its name) for a page header; nothing for the platform's look, which has its own. */
export function BrandLogo({ brand, className = "h-10" }: { brand: Brand; className?: string }) {
  if (brand.logoUrl) {
    return <img src={brand.logoUrl} alt={brand.name} className={`${className} w-auto max-w-[200px] object-contain`} />;
  }
  return <span className="text-lg font-bold text-blue-800">{brand.name}</span>;
}

/**
 * White label on a signer's or recipient's page: the tab's title names the account and its logo (or
 * nothing) replaces the platform's icon, so nothing on the page names the platform.
 */
export function useWhiteLabelDocument(brand: Brand | undefined, title: string) {
  useEffect(() => {
    if (!brand?.whiteLabel) return;
    const previous = document.title;
    document.title = `${title} · ${brand.name}`;
    const icon = document.createElement("link");
    icon.rel = "icon";
    icon.href = brand.logoUrl ?? "data:,";
    document.head.append(icon);
    return () => {
      document.title = previous;
      icon.remove();
    };
  }, [brand, title]);
}
