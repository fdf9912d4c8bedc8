import type { ComponentProps } from "react";
import { maskPhone, PHONE_MASK_LENGTH, PHONE_PLACEHOLDER } from "../../../domain/shared/masks";
import { InputField } from "./form-field";

/**
 * A phone input with the one phone mask ("55 (11) 98765-4321", spec 2 §9), for register()-bound forms:
 * the value is masked as it is typed, then handed to the form's onChange (issue 48: phone fields without one).
 */
export function PhoneField({ onChange, ...props }: Omit<ComponentProps<typeof InputField>, "type">) {
  return (
    <InputField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      maxLength={PHONE_MASK_LENGTH}
      {...props}
      onChange={(e) => {
        e.target.value = maskPhone(e.target.value);
        onChange?.(e);
      }}
    />
  );
}
