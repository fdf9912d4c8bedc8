import { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, maskCnpjInput } from "./brazil";

/**
 * Progressive masks applied while typing (spec 3 §5): CPF at most 14 characters, CNPJ 18, phone 18.
 * Each takes whatever the input holds (digits, pasted punctuation) and returns the masked text.
 */
export const PHONE_MASK_LENGTH = 18;
export const PHONE_PLACEHOLDER = "55 (11) 98765-4321";
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
 * The one phone mask (share dialog, document form, phone variables): the country code 55 first,
 * "55 (11) 98765-4321", at most 18 characters (spec 2 §9), landlines "55 (11) 3456-7890".
 * Typed key by key, the first digits are the country code (the mask shows it); a bare number of
 * 10–11 digits or one starting with "(" (pasted without country code) is area code and number.
 */
export function maskPhone(value: string): string {
  const typed = value.trim();
  const d = typed.replace(/\D/g, "");
  if (!d) return "";
  if (d === "5" && !typed.startsWith("+")) return d;
  const bareNational = typed.startsWith("(") || (/^\d+$/.test(typed) && (d.length === 10 || d.length === 11));
  const national = (d.startsWith("55") && !bareNational ? d.slice(2) : d).slice(0, 11);
  if (!national) return "55";
  if (national.length <= 2) return `55 (${national}`;
  const rest = national.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  const local = rest.length <= split ? rest : `${rest.slice(0, split)}-${rest.slice(split)}`;
  return `55 (${national.slice(0, 2)}) ${local}`;
}

/**
 * A number variable while typing: digits, one comma for the decimals, dots between thousands and a
 * leading minus; anything else (the "e" of 1e3, letters) is dropped as it is typed.
 */
export function maskDecimal(value: string): string {
  const negative = value.trim().startsWith("-");
  const [whole = "", ...rest] = value.replace(/[^\d.,]/g, "").split(",");
  const decimals = rest.length > 0 ? `,${rest.join("")}` : "";
  return `${negative ? "-" : ""}${whole}${decimals}`.slice(0, 40);
}

/** How the inputs of the masked variable types behave while typing (document form, template preview). */
export const VARIABLE_INPUT_MASKS = {
  cpf: { mask: maskCpf, maxLength: CPF_MASK_LENGTH, placeholder: "000.000.000-00", inputMode: "numeric" },
  cnpj: { mask: maskCnpj, maxLength: CNPJ_MASK_LENGTH, placeholder: "00.000.000/0000-00", inputMode: "text" },
  phone: { mask: maskPhone, maxLength: PHONE_MASK_LENGTH, placeholder: PHONE_PLACEHOLDER, inputMode: "tel" },
} as const;
