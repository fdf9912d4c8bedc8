import { type Brand, PLATFORM_NAME } from "../../../domain/branding/branding";
import { escapeHtml } from "../../../domain/shared/html";

/**
 * The one layout of every e-mail Minuta sends (issue 26): system mails, documents, signer messages,
 * alerts and broadcasts. Each message is a list of blocks; the layout turns it into the plain-text
 * part (kept for every client and for the development outbox) and an HTML part with the brand's logo
 * and colours, its signature and support contacts. The text part has no address before a message's
 * own link, so "the first link of the e-mail" is always the action.
 */
export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  /** A button in HTML; `text` is its line in the plain-text part (e.g. "Abra o link: https://…"). */
  | { kind: "action"; label: string; url: string; text: string }
  | { kind: "note"; text: string }
  /** A small link after the message (e.g. "Solicitar exclusão dos meus dados"); `text` is its plain-text line. */
  | { kind: "smallLink"; label: string; url: string; text: string }
  | { kind: "image"; url: string };

export const heading = (text: string): EmailBlock => ({ kind: "heading", text });
export const para = (text: string): EmailBlock => ({ kind: "text", text });
export const smallLink = (label: string, url: string): EmailBlock => ({
  kind: "smallLink",
  label,
  url,
  text: `${label}: ${url}`,
});
export const note = (text: string): EmailBlock => ({ kind: "note", text });
export const action = (label: string, url: string, text = `${label}: ${url}`): EmailBlock => ({
  kind: "action",
  label,
  url,
  text,
});

export interface EmailParts {
  text: string;
  html: string;
}

const TEXT = "#0f172a";
const MUTED = "#475569";
const lines = (s: string) => escapeHtml(s).replace(/\r?\n/g, "<br>");
const absolute = (url: string, base: string) => (/^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, "")}${url}`);

/** The footer's lines: the brand's signature and contacts; the platform named unless white label. */
export function footerLines(brand: Brand): string[] {
  const contacts = [brand.supportEmail, brand.supportPhone].filter(Boolean).join(" · ");
  const out: string[] = [];
  if (brand.custom && brand.emailSignature) out.push(brand.emailSignature);
  if (brand.custom || brand.whiteLabel) out.push(contacts ? `${brand.name} · ${contacts}` : brand.name);
  if (!brand.whiteLabel) {
    out.push(
      brand.custom ? `Enviado por meio do ${PLATFORM_NAME}.` : `${PLATFORM_NAME} · contratos e assinaturas eletrônicas`,
    );
  }
  return out;
}

function blockText(b: EmailBlock): string {
  if (b.kind === "image") return b.url;
  return b.text;
}

function blockHtml(b: EmailBlock, brand: Brand, base: string): string {
  switch (b.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${TEXT}">${escapeHtml(b.text)}</h1>`;
    case "text":
      return `<p style="margin:0 0 16px">${lines(b.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${lines(b.text)}</p>`;
    case "smallLink":
      return `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(b.url)}" style="color:${brand.accentColor}">${escapeHtml(b.label)}</a></p>`;
    case "image":
      return `<p style="margin:0 0 16px"><img src="${escapeHtml(absolute(b.url, base))}" alt="" style="max-width:100%;height:auto;border:0"></p>`;
    case "action": {
      const url = escapeHtml(b.url);
      return (
        `<p style="margin:8px 0 16px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${brand.primaryColor};` +
        `color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(b.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">Se o botão não abrir, copie este endereço no navegador:<br>` +
        `<a href="${url}" style="color:${brand.accentColor};word-break:break-all">${url}</a></p>`
      );
    }
  }
}

function headerHtml(brand: Brand, base: string): string {
  if (brand.logoUrl) {
    return `<img src="${escapeHtml(absolute(brand.logoUrl, base))}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;max-width:200px;border:0">`;
  }
  return `<span style="font-size:20px;font-weight:bold;color:${brand.primaryColor}">${escapeHtml(brand.name)}</span>`;
}

/** A message's text and HTML parts in the brand's look. `assetBaseUrl` (APP_URL) makes the logo's address absolute. */
export function layoutEmail(
  brand: Brand,
  message: { subject: string; blocks: EmailBlock[]; assetBaseUrl: string },
): EmailParts {
  const footer = footerLines(brand);
  const text = [...message.blocks.map(blockText), `-- \n${footer.join("\n")}`].join("\n\n");
  const body = message.blocks.map((b) => blockHtml(b, brand, message.assetBaseUrl)).join("");
  const foot = footer
    .map((l) => `<p style="margin:0 0 4px">${lines(l)}</p>`)
    .join("")
    .replace(
      /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g,
      (m) => `<a href="mailto:${m}" style="color:${brand.accentColor}">${m}</a>`,
    );
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(message.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${TEXT};line-height:1.5">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${brand.primaryColor}">` +
    `<tr><td style="padding:20px 24px 8px">${headerHtml(brand, message.assetBaseUrl)}</td></tr>` +
    `<tr><td style="padding:8px 24px 8px;font-size:15px">${body}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:13px;color:${MUTED}">${foot}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { text, html };
}
