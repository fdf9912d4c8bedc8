import { UNLIMITED_TEXT, usageText } from "../../../domain/plans/usage";
import { ProgressBar } from "../../components/ui/progress-bar";

/**
 * One quota of the corporate dashboard: "3 / 5" with a bar of its share. Without a limit ("7 / ∞": documents
 * per month, an account without plan) there is no share to draw, so no bar (issue 48; spec 3 §9 had a fixed
 * 30 % bar, which read as a third of a quota used).
 */
export function UsageBar({ title, used, limit }: { title: string; used: number; limit: number | null }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-600">{title}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{usageText(used, limit)}</p>
      {limit === null ? (
        <p className="mt-2 text-xs text-slate-600">{UNLIMITED_TEXT}</p>
      ) : (
        <ProgressBar
          percent={limit > 0 ? Math.min(100, (used / limit) * 100) : 0}
          label={title}
          valueText={`${used} de ${limit}`}
          className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
          fillClassName="h-full rounded-full bg-blue-700"
        />
      )}
    </div>
  );
}
