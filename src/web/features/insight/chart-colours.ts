import type { DocumentStatus } from "../../../domain/documents/documents";

/** Colours that say something (outside the lazy charts chunk): done is green, failed red, waiting amber. */
export const MEANING_COLOURS = { success: "#15803d", failure: "#b91c1c", pending: "#a16207" } as const;

/**
 * A document status's colour in every chart (issue 48: "Assinado" was red and "Pendente" green, by the
 * palette's order): signed is done, waiting for signatures is waiting, a draft is grey, finalized blue.
 */
export const DOCUMENT_STATUS_COLOURS: Record<DocumentStatus, string> = {
  draft: "#64748b",
  finalized: "#1d4ed8",
  pending_signature: MEANING_COLOURS.pending,
  signed: MEANING_COLOURS.success,
};

/** The colour of a status the server names ("signed"…); none (the palette's) for another. */
export const documentStatusColour = (status: string): string | undefined =>
  (DOCUMENT_STATUS_COLOURS as Record<string, string>)[status];
