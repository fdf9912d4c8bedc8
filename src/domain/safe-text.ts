/** The texts hostile input gets (the server refuses it before validation; forms show the same words). */
export const CONTROL_CHARACTER_MESSAGE = "O texto contém caracteres de controle não permitidos.";
export const INVALID_UTF8_MESSAGE = "O conteúdo enviado não está em UTF-8 válido.";

// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The path ("a.b.0") of the first string (value or object key) holding a control character in a
 * parsed JSON value, "" for the value itself, or null when it is clean.
 */
export function findControlCharacter(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
