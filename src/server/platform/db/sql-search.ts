/** A LIKE/ILIKE pattern matching `text` anywhere, with `\`, `%` and `_` taken literally (default escape `\`). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
