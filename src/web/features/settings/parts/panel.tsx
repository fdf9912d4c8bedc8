import type { ReactNode } from "react";

export function Panel({
  title,
  children,
  description,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <div className="mt-1 mb-4 text-sm text-slate-600">{description}</div>}
      {!description && <div className="mb-4" />}
      {children}
    </section>
  );
}
