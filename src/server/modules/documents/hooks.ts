import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";

/** A document just finalized, as the finalize hook hears of it. */
export interface FinalizedDocument {
  id: string;
  userId: string;
  corporateAccountId: string | null;
  recipientEmail: string | null;
  recipientPhone: string | null;
  autoSendEmail: boolean;
  autoSendWhatsapp: boolean;
}

/**
 * What other modules do when a document changes. Documents sits below delivery and signatures (they
 * read its rows and render its PDF), so it does not import them: each registers its hooks when it
 * starts — its plugin.ts, loaded by the composition root — as signatures hands delivery its signer
 * sender (decision 0027). A hook not registered fails loudly instead of skipping its step.
 */
export interface DocumentHooks {
  /** In the transaction that finalizes the document (delivery: its automatic deliveries recorded). */
  finalized(tx: Tx, doc: FinalizedDocument, userId: string): Promise<unknown>;
  /** Once a save committed (delivery: the document's recorded deliveries queued). */
  saved(deps: Pick<Deps, "db" | "jobs" | "log">, documentId: string): Promise<unknown>;
  /** In the delete's transaction: the id of a signature request still running, or null (signatures). */
  activeSignatureRequest(tx: Tx, documentId: string): Promise<string | null>;
}

const registered: Partial<DocumentHooks> = {};

/** Registers hooks (each module its own, once, at start). */
export function registerDocumentHooks(hooks: Partial<DocumentHooks>): void {
  Object.assign(registered, hooks);
}

/** The registered hook `name`; an error when no module registered it. */
export function documentHook<K extends keyof DocumentHooks>(name: K): DocumentHooks[K] {
  const hook = registered[name];
  if (!hook)
    throw new Error(`documents: no "${name}" hook registered (delivery and signatures register theirs at start)`);
  return hook;
}
