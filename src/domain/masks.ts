import { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, maskCnpjInput } from "./brazil";

/**
 * Progressive masks applied while typing (spec 3 §5): CPF at most 14 characters, CNPJ 18, phone 18.
 * Each takes whatever the input holds (digits, pasted punctuation) and returns the masked text.
 */
export const PHONE_MASK_LENGTH = 18;
export { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH };

const digits = (v: string, max: number) => v.replace(/\D/g, "").slice(0, max);

/** 000.000.000-00 */
export function maskCpf(value: string): string {
  const d = digits(value, 11);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

/** 00.000.000/0000-00, letters allowed in the first 12 positions (2026 alphanumeric CNPJ). */
export function maskCnpj(value: string): string {
  return maskCnpjInput(value);
}

/**
 * (11) 98765-4321 or (11) 3456-7890; with the country code typed first, +55 (11) 98765-4321 is
 * cut to 18 characters, so numbers with 55 are kept as their 11 national digits.
 */
export function maskPhone(value: string): string {
  let d = value.replace(/\D/g, "");
  if (d.length > 11 && d.startsWith("55")) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return area + rest;
  const split = rest.length === 9 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** How the inputs of the masked variable types behave while typing (document form, template preview). */
export const VARIABLE_INPUT_MASKS = {
  cpf: { mask: maskCpf, maxLength: CPF_MASK_LENGTH, placeholder: "000.000.000-00", inputMode: "numeric" },
  cnpj: { mask: maskCnpj, maxLength: CNPJ_MASK_LENGTH, placeholder: "00.000.000/0000-00", inputMode: "text" },
  phone: { mask: maskPhone, maxLength: PHONE_MASK_LENGTH, placeholder: "(11) 98765-4321", inputMode: "tel" },
} as const;
