import { Printer, X } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Button } from "./ui/button";

const PRINT_CSS = "@page{margin:2cm}@media print{body{background:#fff}}";

/** Names the browser tab of a print page "<title> — Minuta" once the title is known. */
export function usePrintTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} — Minuta`;
  }, [title]);
}

/**
 * A print-ready page opened in a new tab (templates, documents): a toolbar hidden when printing (an
 * optional heading, "print" and "Fechar"), then an A4 sheet with 2 cm margins holding `children`.
 */
export function PrintSheet({
  heading,
  printLabel,
  ready,
  children,
}: {
  heading?: ReactNode;
  printLabel: string;
  ready: boolean;
  children: ReactNode;
}) {
  const buttons = (
    <>
      {/* Printing is offered only once there is something to print. */}
      {ready && (
        <Button icon={Printer} onClick={() => window.print()}>
          {printLabel}
        </Button>
      )}
      <Button icon={X} variant="secondary" onClick={() => window.close()}>
        Fechar
      </Button>
    </>
  );
  return (
    <main className="min-h-screen bg-slate-100 print:bg-white">
      <style>{PRINT_CSS}</style>
      {heading === undefined ? (
        <div className="sticky top-0 z-10 flex items-center justify-end gap-2 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
          {buttons}
        </div>
      ) : (
        <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
          <h1 className="truncate text-base font-semibold">{heading}</h1>
          <div className="flex gap-2">{buttons}</div>
        </div>
      )}
      <div className="mx-auto my-6 max-w-[21cm] bg-white p-[2cm] shadow print:m-0 print:max-w-none print:p-0 print:shadow-none">
        {children}
      </div>
    </main>
  );
}
