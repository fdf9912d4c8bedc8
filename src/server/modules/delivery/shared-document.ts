import { and, eq, gt, isNull } from "drizzle-orm";
import { DELIVERY_MESSAGES, type SharedDocumentView } from "../../../domain/delivery/delivery";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { accountBrand } from "../branding";
import { pdfSourceColumns, type StoredPdf, storedDocumentPdf } from "../documents";
import { verifyShareToken } from "./share-link";

const gone = () => new AppError("NOT_FOUND", DELIVERY_MESSAGES.linkInvalid);

/**
 * The document behind a public link (no login): the token must be well signed, its delivery's link
 * not expired nor revoked, and the document not a draft. Only title, date, the sending account's look
 * (issue 26) and the PDF are exposed.
 */
async function sharedDocument(deps: Pick<RouteDeps, "db" | "config" | "clock">, token: string) {
  const deliveryId = verifyShareToken(deps.config.authSecret, token);
  if (!deliveryId) throw gone();
  const [row] = await deps.db
    .select({
      ...pdfSourceColumns,
      expiresAt: log.linkExpiresAt,
      status: docs.status,
      createdAt: docs.createdAt,
    })
    .from(log)
    .innerJoin(docs, eq(docs.id, log.documentId))
    .where(and(eq(log.id, deliveryId), isNull(log.linkRevokedAt), gt(log.linkExpiresAt, deps.clock())))
    .limit(1);
  if (!row || row.status === "draft" || !row.expiresAt) throw gone();
  return { ...row, expiresAt: row.expiresAt };
}

export async function sharedDocumentView(
  deps: Pick<RouteDeps, "db" | "config" | "clock">,
  token: string,
): Promise<SharedDocumentView> {
  const doc = await sharedDocument(deps, token);
  return {
    title: doc.title,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: doc.expiresAt.toISOString(),
    brand: await accountBrand(deps.db, doc.corporateAccountId),
  };
}

/** The shared document's one stored PDF (issue 50: the bytes every download and send uses), waited for up to the bound. */
export async function sharedDocumentPdf(
  deps: Pick<RouteDeps, "db" | "config" | "clock" | "jobs" | "log" | "storage">,
  token: string,
): Promise<{ title: string; pdf: StoredPdf }> {
  const doc = await sharedDocument(deps, token);
  return { title: doc.title, pdf: await storedDocumentPdf(deps, doc.id, deps.config.pdfReadyWaitMs) };
}

/** The account a share link belongs to, or null (a custom host answers only its own account's links: decision 0043). */
export async function shareLinkAccount(deps: Pick<RouteDeps, "db" | "config">, token: string): Promise<string | null> {
  const deliveryId = verifyShareToken(deps.config.authSecret, token);
  if (!deliveryId) return null;
  const [row] = await deps.db
    .select({ accountId: log.corporateAccountId })
    .from(log)
    .where(eq(log.id, deliveryId))
    .limit(1);
  return row?.accountId ?? null;
}
