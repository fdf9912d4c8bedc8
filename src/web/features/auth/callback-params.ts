/** Reads type, token and error from the query string and the hash of a callback URL (spec 1 §2.5). */
export interface CallbackParams {
  type: string | null;
  token: string | null;
  error: string | null;
}

export function readCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const pick = (...names: string[]) => {
    for (const n of names) {
      const v = query.get(n) ?? fragment.get(n);
      if (v) return v;
    }
    return null;
  };
  return {
    type: pick("type"),
    token: pick("token", "access_token"),
    error: pick("error", "error_description"),
  };
}
