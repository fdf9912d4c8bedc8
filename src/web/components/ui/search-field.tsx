import { Search, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "./button";
import { type Choice, Options, SelectField } from "./form-field";

/** A labelled search box. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm shadow-sm outline-none focus:ring-2 focus:ring-blue-600"
        />
      </div>
    </div>
  );
}

/** `value`, settled for `delayMs` (search boxes query the server after typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The filters bar above an admin list: the search box, the list's own filters, and the clear button
 * (a secondary button disabled while nothing is filtered, or a ghost link shown only when filtered).
 */
export function ListFilters({
  state,
  searchLabel,
  placeholder,
  clearLabel = "Limpar filtros",
  clearStyle = "button",
  children,
}: {
  state: { searchText: string; setSearchText: (value: string) => void; isFiltered: boolean; clear: () => void };
  searchLabel: string;
  placeholder: string;
  clearLabel?: string;
  clearStyle?: "button" | "link";
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchField
        label={searchLabel}
        value={state.searchText}
        onChange={state.setSearchText}
        placeholder={placeholder}
      />
      {children}
      {clearStyle === "button" ? (
        <Button variant="secondary" icon={X} onClick={state.clear} disabled={!state.isFiltered}>
          {clearLabel}
        </Button>
      ) : (
        state.isFiltered && (
          <Button variant="ghost" onClick={state.clear}>
            {clearLabel}
          </Button>
        )
      )}
    </div>
  );
}

/** The choices of an active/inactive filter (its "all" first). */
export const ACTIVE_FILTER_CHOICES: ReadonlyArray<Choice<"all" | "active" | "inactive">> = [
  { value: "all", label: "Todos" },
  { value: "active", label: "Ativos" },
  { value: "inactive", label: "Inativos" },
];

/** A select of the filters bar, bound to one filter of the list's state. */
export function FilterSelect<F extends Record<string, string>, K extends keyof F & string>({
  state,
  name,
  label,
  className,
  choices,
}: {
  state: { filters: F; setFilter: (name: K, value: F[K]) => void };
  name: K;
  label: string;
  className?: string;
  choices: ReadonlyArray<Choice<F[K]>>;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      value={state.filters[name]}
      onChange={(e) => state.setFilter(name, e.target.value as F[K])}
    >
      <Options items={choices} />
    </SelectField>
  );
}
