import type { z } from "zod";

/** The texts hostile input gets (the server refuses it before validation; forms show the same words). */
export const CONTROL_CHARACTER_MESSAGE = "O texto contém caracteres de controle não permitidos.";
export const INVALID_UTF8_MESSAGE = "O conteúdo enviado não está em UTF-8 válido.";
/** A lone UTF-16 surrogate ("\ud800" in JSON) is no character at all: no text can hold it. */
export const LONE_SURROGATE_MESSAGE = "O texto contém caracteres inválidos (UTF-16 incompleto).";

// C0 controls except tab, line feed and carriage return; DEL; C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** What is wrong with a text a user sent (the message to answer), or null when it may be kept. */
export function unsafeTextMessage(text: string): string | null {
  if (hasLoneSurrogate(text)) return LONE_SURROGATE_MESSAGE;
  if (hasControlCharacter(text)) return CONTROL_CHARACTER_MESSAGE;
  return null;
}

/**
 * The one refinement for accepted text (Zod schemas of forms and bodies): refuses lone surrogates and
 * control characters with their Portuguese message. The server's door applies the same check to every
 * string of every request (server/platform/http/input-guard.ts), so a schema without it is covered too.
 */
export const safeText = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const message = unsafeTextMessage(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/**
 * The first string (value or object key) of a parsed JSON value that may not be kept: its path
 * ("a.b.0", "" for the value itself) and why; null when everything is clean. Binary values (a raw
 * body's Buffer) are skipped, in constant time.
 */
export function findUnsafeText(value: unknown, path = "", depth = 0): { path: string; message: string } | null {
  if (typeof value === "string") {
    const message = unsafeTextMessage(value);
    return message ? { path, message } : null;
  }
  // Bytes are no text: a raw-body upload is judged by its route's own byte checks (decision 0053),
  // and walking it here would visit every byte as an object entry, blocking the server.
  if (depth > 64 || value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const message = unsafeTextMessage(key);
    if (message) return { path: childPath, message };
    const found = findUnsafeText(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
