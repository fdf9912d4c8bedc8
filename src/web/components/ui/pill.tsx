import type { ReactNode } from "react";

/** A small rounded status label; `tone` gives its background and text colours (Tailwind classes). */
export function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>;
}
