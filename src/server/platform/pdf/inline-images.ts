import type { ImageResolver } from "./types";

/** An <img> tag and its `src="…"` or `src='…'` (the sanitizer and the renderer write double quotes). */
const IMG_RE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi;
const SRC_ATTR_RE = /(\ssrc\s*=\s*)(?:"[^"]*"|'[^']*')/i;

const decodeAttribute = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Raster and vector images only: an <img> never runs scripts, and nothing else may be inlined. */
const isImageType = (contentType: string) => /^image\/[a-z0-9.+-]+$/i.test(contentType.trim());

/**
 * Replaces every <img> source the resolver knows (our own stored files) with a data: URL, so the
 * page needs no network to show it. An <img> it does not know is left out: a contract must not
 * show a broken-image icon, and the page would abort its request anyway (every request is).
 */
export async function inlineImages(html: string, resolve: ImageResolver | undefined): Promise<string> {
  const sources = new Set<string>();
  for (const m of html.matchAll(IMG_RE)) {
    const src = decodeAttribute(m[1] ?? m[2] ?? "").trim();
    if (src && !src.startsWith("data:")) sources.add(src);
  }
  if (sources.size === 0) return html;
  const inlined = new Map<string, string>();
  await Promise.all(
    [...sources].map(async (src) => {
      const image = resolve ? await resolve(src) : null;
      if (image && isImageType(image.contentType)) {
        inlined.set(src, `data:${image.contentType.trim()};base64,${Buffer.from(image.data).toString("base64")}`);
      }
    }),
  );
  return html.replace(IMG_RE, (tag, dq?: string, sq?: string) => {
    const src = decodeAttribute(dq ?? sq ?? "").trim();
    if (src.startsWith("data:")) return tag;
    const dataUrl = inlined.get(src);
    return dataUrl ? tag.replace(SRC_ATTR_RE, (_m, prefix: string) => `${prefix}"${dataUrl}"`) : "";
  });
}
