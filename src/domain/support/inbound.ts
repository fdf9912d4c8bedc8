import { z } from "zod";
import { labelledValues } from "../shared/fields";

/**
 * Replies to support e-mails (issue 29, decision 0050): what of a reply e-mail's text is the person's
 * new message. Pure, so it is unit-tested with the texts real mail programs write.
 */

/** "Em qui., 26 de nov. de 2026 às 10:00, Minuta <…> escreveu:" / "On Thu, Nov 26, 2026, Minuta <…> wrote:". */
const ATTRIBUTION_START = /^\s*(em|on|le|el)\s/i;
const ATTRIBUTION_END = /(escreveu|wrote|a écrit|escribió)\s*:\s*$/i;
/** Outlook's separators: "-----Mensagem original-----", "-----Original Message-----", a line of underscores. */
const SEPARATOR =
  /^\s*(-{2,}\s*(mensagem original|original message|mensagem encaminhada|forwarded message)\s*-{2,}|_{20,})\s*$/i;
/** Outlook's header block of the quoted message: "De: …" followed by "Enviado: …" / "Sent: …" / "Date: …". */
const HEADER_FROM = /^\s*\*?(de|from)\s*:\*?\s/i;
const HEADER_NEXT = /^\s*\*?(enviad[oa](\s+em)?|sent|date|data)\s*:\*?\s/i;
/** The conventional signature delimiter ("-- " on its own line). */
const SIGNATURE = /^-- ?$/;

function cutsHere(lines: readonly string[], i: number): boolean {
  const line = lines[i] ?? "";
  if (SEPARATOR.test(line) || SIGNATURE.test(line)) return true;
  if (ATTRIBUTION_START.test(line)) {
    // Gmail wraps a long attribution over two or three lines.
    const joined = [line, lines[i + 1] ?? "", lines[i + 2] ?? ""];
    for (let n = 1; n <= 3; n++) if (ATTRIBUTION_END.test(joined.slice(0, n).join(" "))) return true;
  }
  if (ATTRIBUTION_END.test(line) && i > 0 && ATTRIBUTION_START.test(lines[i - 1] ?? "")) return true;
  if (HEADER_FROM.test(line)) {
    return [1, 2, 3].some((n) => HEADER_NEXT.test(lines[i + n] ?? ""));
  }
  return false;
}

/**
 * The new text of a reply: everything above the quoted previous message ("Em … escreveu:",
 * "On … wrote:", Outlook's "-----Mensagem original-----" or "De:/Enviado:" block), without `>` lines
 * and the signature after "-- ", with blank lines at the ends removed and runs of them shortened.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (cutsHere(lines, i)) break;
    const line = lines[i] ?? "";
    if (/^\s*>/.test(line)) continue;
    kept.push(line.replace(/\s+$/, ""));
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const MARKS: Record<string, string> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  tilde: "\u0303",
  cedil: "\u0327",
  uml: "\u0308",
};
const NAMED: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  ordm: "º",
  ordf: "ª",
};

function entity(name: string): string | undefined {
  if (name.startsWith("#x") || name.startsWith("#X"))
    return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
  if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)) || 32);
  const accented = /^([a-zA-Z])(acute|grave|circ|tilde|cedil|uml)$/.exec(name);
  if (accented) return `${accented[1]}${MARKS[accented[2] as string]}`.normalize("NFC");
  return NAMED[name];
}

/**
 * The text of an HTML-only reply (a part of the message parser leaves as HTML): the quote dropped where
 * the mail programs mark it (Gmail's `gmail_quote`, `<blockquote>`, Outlook's `divRplyFwdMsg`), line
 * breaks kept, tags removed, entities decoded. Then `stripQuotedReply` as for a plain-text reply.
 */
export function htmlReplyText(html: string): string {
  const quote = html.search(
    /<blockquote\b|<div[^>]*(gmail_quote|divRplyFwdMsg|moz-cite-prefix)|<hr\b[^>]*id="?stopSpelling/i,
  );
  return (quote >= 0 ? html.slice(0, quote) : html)
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#?[a-zA-Z0-9]+);/g, (all, name: string) => entity(name) ?? all)
    .replace(/[ \t]+\n/g, "\n");
}

/** Why a reply e-mail was accepted by the endpoint but not added to a ticket (logged; the mail server does not retry). */
export const { values: INBOUND_DROP_REASONS, labels: INBOUND_DROP_LABELS } = labelledValues({
  auto_reply: "resposta automática (Auto-Submitted, Precedence ou aviso de não entrega)",
  no_token: "nenhum destinatário é um endereço de resposta de chamado",
  unknown_ticket: "o chamado do endereço não existe",
  invalid_token: "o código do endereço não confere",
  sender_mismatch: "o remetente não é a pessoa a quem o endereço foi enviado",
  inactive_user: "o usuário do remetente está inativo",
  empty: "sem texto novo nem anexos",
});
export type InboundDropReason = (typeof INBOUND_DROP_REASONS)[number];

export const INBOUND_MESSAGES = {
  unauthorized: "Segredo do recebimento de e-mails inválido.",
  unparseable: "O corpo não é uma mensagem de e-mail (RFC 822) legível.",
  tooLarge: "A mensagem excede 10 MB.",
  onlyAttachments: "(Anexos enviados por e-mail.)",
  refusedAttachments: (names: string) =>
    `Anexos não aceitos (apenas imagens e PDF de até 5 MB, no máximo 5 por mensagem): ${names}`,
  replyHint: "Responda a este e-mail para acrescentar ao chamado, ou use o link acima.",
  teamReplyHint:
    "Responda a este e-mail para acrescentar ao chamado: é uma resposta pública, que o cliente recebe. Notas internas, só na fila.",
  linkOnly: "Para responder, use o link acima: este endereço não recebe respostas.",
} as const;

/** The endpoint's answer: 200 added (or already added: a retried delivery), 202 accepted and dropped. */
export const inboundAddedSchema = z.object({
  outcome: z.enum(["added", "duplicate"]),
  ticketNumber: z.number().int(),
});
export const inboundDroppedSchema = z.object({ outcome: z.literal("dropped"), reason: z.enum(INBOUND_DROP_REASONS) });
export type InboundAnswer = z.infer<typeof inboundAddedSchema> | z.infer<typeof inboundDroppedSchema>;

/** Where the mail server delivers reply e-mails (raw RFC 822, `Authorization: Bearer <SUPPORT_INBOUND_SECRET>`). */
export const SUPPORT_INBOUND_PATH = "/api/inbound/email";

/** The largest raw message the endpoint reads. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;
