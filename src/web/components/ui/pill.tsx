import type { ReactNode } from "react";

/** A small rounded status label; `tone` gives its background and text colours (Tailwind classes). */
export function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{children}</span>;
}

/** Neutral pills in a wrapping list (a key's scopes, an endpoint's events). */
export function PillList({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label}>
          <Pill tone="bg-slate-100 text-slate-800">{label}</Pill>
        </li>
      ))}
    </ul>
  );
}
