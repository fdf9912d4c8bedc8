import { cnpj, cpf } from "cpf-cnpj-validator";

/** Brazilian document and phone rules shared by server and web (ARCHITECTURE §3, PROVIDERS "Brazilian formats"). */

/** Valid CNPJ (numeric or the 2026 alphanumeric form), masked or not. */
export function isValidCnpj(value: string): boolean {
  return cnpj.isValid(value);
}

/** The CNPJ with the official mask 00.000.000/0000-00 (alphanumeric kept upper-case). */
export function formatCnpj(value: string): string {
  return cnpj.format(cnpj.strip(value));
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

export function isValidCpf(value: string): boolean {
  return cpf.isValid(value);
}

export function formatCpf(value: string): string {
  return cpf.format(cpf.strip(value));
}

/** Only the digits of a phone number (E.164 without "+", e.g. 5511987654321). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** A Brazilian mobile/landline with country code: 55 + area code + 8 or 9 digits (12 or 13 digits). */
export function isBrazilianE164(value: string): boolean {
  return /^55\d{10,11}$/.test(phoneDigits(value));
}
