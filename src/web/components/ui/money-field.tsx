import type { ComponentProps } from "react";
import { formatCents } from "../../../domain/format";
import { moneyInput } from "../../../domain/masks";
import { parseCents } from "../../../domain/render-template";
import { InputField } from "./form-field";

/**
 * A sum in reais (money variables): shows "R$ 2.500,50" and hands back whole centavos, the digits typed
 * filling it from the right (issue 21). Blank gives null.
 */
export function MoneyField({
  value,
  onCents,
  ...props
}: Omit<ComponentProps<typeof InputField>, "value" | "onChange" | "type"> & {
  value: unknown;
  onCents: (cents: number | null) => void;
}) {
  const cents = parseCents(value);
  return (
    <InputField
      {...props}
      type="text"
      inputMode="numeric"
      placeholder="R$ 0,00"
      autoComplete="off"
      value={cents === null ? "" : formatCents(cents)}
      onChange={(e) => onCents(moneyInput(e.target.value).cents)}
    />
  );
}
