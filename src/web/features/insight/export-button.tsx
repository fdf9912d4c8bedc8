import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { type ReportFilters, type WorkbookKind, workbookName, type XSheet } from "./workbook";

/**
 * 'Exportar Excel': builds the sheets from the report on screen — with the period and the other
 * filters in force written on them — and downloads them (writer loaded on click).
 */
export function ExportButton<R>({
  report,
  workbook,
  period,
  others,
  kind,
}: {
  report: R | undefined;
  workbook: (report: R, filters: ReportFilters) => XSheet[];
  period: { from?: string; to?: string };
  others: string[];
  kind: WorkbookKind;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={!report}
      loading={busy}
      onClick={async () => {
        if (!report) return;
        setBusy(true);
        try {
          const { downloadWorkbook } = await import("./export-workbook");
          const sheets = workbook(report, { from: period.from, to: period.to, others });
          await downloadWorkbook(sheets, workbookName(kind));
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
