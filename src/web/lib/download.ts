import { toApiError } from "./api";

/**
 * Fetches a file the signed-in user may download and saves it under the server's file name (or
 * `fallbackName`). Fetched rather than linked so a refusal throws the server's Portuguese error for
 * the page to show, instead of opening a JSON error in a new tab.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
