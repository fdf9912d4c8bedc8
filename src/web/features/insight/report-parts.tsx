import { Download, Filter } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import type { XSheet } from "./workbook";

/** 'Exportar Excel': builds the sheets from the report on screen and downloads them (writer loaded on click). */
export function ExportButton({ build, fileName }: { build: (() => XSheet[]) | null; fileName: () => string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={!build}
      loading={busy}
      onClick={async () => {
        if (!build) return;
        setBusy(true);
        try {
          const { downloadWorkbook } = await import("./export-workbook");
          await downloadWorkbook(build(), fileName());
        } catch {
          toast.error("Erro ao exportar relatório. Tente novamente.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      Exportar Excel
    </Button>
  );
}

/** The toggleable filter panel with 'Limpar' and 'Aplicar'. */
export function FilterPanel({
  children,
  onClear,
  onApply,
}: {
  children: ReactNode;
  onClear: () => void;
  onApply: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Filtros">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="report-filters"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Filter aria-hidden="true" className="size-4" />
        {open ? "Ocultar filtros" : "Mostrar filtros"}
      </button>
      {open && (
        <form
          id="report-filters"
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
          <div className="mt-3 flex gap-2">
            <Button variant="secondary" onClick={onClear}>
              Limpar
            </Button>
            <Button type="submit">Aplicar</Button>
          </div>
        </form>
      )}
    </section>
  );
}
