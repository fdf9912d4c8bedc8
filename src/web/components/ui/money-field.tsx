import { type ComponentProps, useState } from "react";
import { formatCents } from "../../../domain/shared/format";
import { MONEY_INPUT_MESSAGES, parseCents, parseMoney } from "../../../domain/shared/format-value";
import { InputField } from "./form-field";

/**
 * The one money input (money variables, condition values, plan prices; issue 48): takes reais as a person
 * types them ("199,90", "1.999,00", "R$ 1.999,00", "1999"), says under the field what it understood, and
 * hands back whole centavos, with the text typed when it could not read it (so the form refuses it rather
 * than dropping it). `value` is whole centavos (a number or a string of digits); blank is null.
 */
export function MoneyField({
  value,
  onCents,
  onBlur,
  error,
  hint,
  ...props
}: Omit<ComponentProps<typeof InputField>, "value" | "onChange" | "type"> & {
  value: unknown;
  onCents: (cents: number | null, typed: string) => void;
}) {
  const cents = parseCents(value);
  const [text, setText] = useState(() => (cents === null ? "" : formatCents(cents)));
  const understood = parseMoney(text);
  // The form changed the value itself (a reset, a loaded record): show it.
  if (understood !== cents && !(cents === null && text.trim() !== "" && understood === null)) {
    setText(cents === null ? "" : formatCents(cents));
  }
  const unreadable = text.trim() !== "" && understood === null;
  const said = understood === null ? hint : `${MONEY_INPUT_MESSAGES.understood} ${formatCents(understood)}`;
  return (
    <InputField
      {...props}
      type="text"
      inputMode="decimal"
      placeholder="R$ 0,00"
      autoComplete="off"
      maxLength={30}
      value={text}
      error={unreadable ? MONEY_INPUT_MESSAGES.unreadable : error}
      hint={said}
      onChange={(e) => {
        setText(e.target.value);
        onCents(parseMoney(e.target.value), e.target.value);
      }}
      onBlur={(e) => {
        if (understood !== null) setText(formatCents(understood));
        onBlur?.(e);
      }}
    />
  );
}
