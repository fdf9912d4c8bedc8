import { ChevronLeft, ChevronRight } from "lucide-react";
import { PAGE_SIZE, pageCount, pagerButtons } from "../../../domain/shared/list";

export interface PagerProps {
  page: number;
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark (several pagers on one page need distinct names). */
  label?: string;
}

const pageButton =
  "inline-flex min-w-9 items-center justify-center rounded-md border px-2 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The pager of every admin list: 10 per page, at most 5 page buttons around the current one (marked
 * aria-current="page"), exact total.
 */
export function Pager({ page, total, pageSize = PAGE_SIZE, onPageChange, label = "Paginação" }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 0 ? "Nenhum registro" : `Mostrando ${first}–${last} de ${total}`}
      </p>
      {pages > 1 && (
        <nav aria-label={label} className="flex items-center gap-1">
          <button
            type="button"
            className={`${pageButton} border-slate-300 bg-white hover:bg-slate-100`}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          {pagerButtons(total, page, pageSize).map((n) => (
            <button
              key={n}
              type="button"
              className={`${pageButton} ${
                n === page ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white hover:bg-slate-100"
              }`}
              onClick={() => onPageChange(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Página ${n}`}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={`${pageButton} border-slate-300 bg-white hover:bg-slate-100`}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pages}
            aria-label="Próxima página"
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </nav>
      )}
    </div>
  );
}
