import { cnpj, cpf } from "cpf-cnpj-validator";

/**
 * Brazilian identifiers and phones: validation (cpf-cnpj-validator, incl. the 2026 alphanumeric CNPJ)
 * and the display masks of spec 2 §9 / spec 3 §5 (CPF 14 characters, CNPJ 18, phone with +55).
 */
export const CPF_MASK_LENGTH = 14;
export const CNPJ_MASK_LENGTH = 18;

const onlyDigits = (v: string) => v.replace(/\D/g, "");

export function isValidCpf(value: string): boolean {
  return cpf.isValid(value);
}

export function isValidCnpj(value: string): boolean {
  return cnpj.isValid(value);
}

/** 000.000.000-00 when the value has 11 digits; anything else is returned as typed. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value.trim();
}

/** 00.000.000/0000-00 (letters allowed in the first 12 positions, 2026 CNPJ); otherwise as typed. */
export function formatCnpj(value: string): string {
  const c = value.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (c.length !== 14 || !/^[0-9A-Z]{12}\d{2}$/.test(c)) return value.trim();
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/**
 * Brazilian phone for display: "+55 (11) 98765-4321" (with country code), "(11) 98765-4321" (area
 * code and number), landlines with 8 digits likewise; anything else is returned as typed.
 */
export function formatPhone(value: string): string {
  const d = onlyDigits(value);
  const local = (n: string) => (n.length === 9 ? `${n.slice(0, 5)}-${n.slice(5)}` : `${n.slice(0, 4)}-${n.slice(4)}`);
  if ((d.length === 12 || d.length === 13) && d.startsWith("55")) {
    return `+55 (${d.slice(2, 4)}) ${local(d.slice(4))}`;
  }
  if (d.length === 10 || d.length === 11) return `(${d.slice(0, 2)}) ${local(d.slice(2))}`;
  return value.trim();
}

/** A phone is valid with area code and number, optionally preceded by 55 (10 to 13 digits). */
export function isValidPhone(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length === 10 || d.length === 11) return true;
  return (d.length === 12 || d.length === 13) && d.startsWith("55");
}

/** Progressive mask while typing: 00.000.000/0000-00 (accepts letters in the first 12 positions). */
export function maskCnpjInput(value: string): string {
  const raw = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 14);
  const parts = [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8, 12), raw.slice(12, 14)];
  let out = parts[0] ?? "";
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

/** Only the digits of a phone number (E.164 without "+", e.g. 5511987654321). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** A Brazilian mobile/landline with country code: 55 + area code + 8 or 9 digits (12 or 13 digits). */
export function isBrazilianE164(value: string): boolean {
  return /^55\d{10,11}$/.test(phoneDigits(value));
}
