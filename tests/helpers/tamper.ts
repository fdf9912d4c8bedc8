/**
 * `text` with its last character replaced by a different one. Writing a fixed "x" instead would leave
 * the text unchanged whenever it already ended in "x" (1 time in 64 for a base64 token), and the test
 * that expects a refusal would then fail at random.
 */
export function withLastCharChanged(text: string): string {
  const last = text.slice(-1);
  return `${text.slice(0, -1)}${last === "x" ? "y" : "x"}`;
}

/** A Better Auth session cookie whose token part was changed, so its signature no longer matches. */
export const withTamperedSessionToken = (cookie: string): string =>
  cookie.replace(/session_token=([^.;]+)/, (_m, token: string) => `session_token=${withLastCharChanged(token)}`);
