import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { generatedDocuments } from "../../../../db/tables/documents";
import { signatureRequests } from "../../../../db/tables/signatures";
import { outboundOptions } from "../../../../platform/deps";
import { defineJob } from "../../../../platform/jobs/define-job";
import { downloadZapsignFile, SignedFileRefused } from "./zapsign-api";

/**
 * Copies ZapSign's signed PDF into our storage as soon as the request completes (its URL expires in
 * 60 minutes). Idempotent: a request that already has its file is left alone; network failures retry
 * with backoff; a refused file (another host, not a PDF, too large) is logged and not retried.
 */
export const esignSignedFileCopyJob = defineJob({
  name: "esign-signed-file-copy",
  payload: z.object({ requestId: z.string().uuid(), url: z.string().url() }).strict(),
  retry: { limit: 6, delaySeconds: 20, backoff: true },
  expireInSeconds: 300,
  async handle({ requestId, url }, { deps }) {
    const [row] = await deps.db
      .select({ request: signatureRequests, documentUserId: generatedDocuments.userId })
      .from(signatureRequests)
      .innerJoin(generatedDocuments, eq(generatedDocuments.id, signatureRequests.documentId))
      .where(eq(signatureRequests.id, requestId))
      .limit(1);
    const request = row?.request;
    if (!row || !request || request.signedFileId) return;
    let data: Buffer;
    try {
      data = await downloadZapsignFile(url, {
        ...outboundOptions(deps.config),
        allowedHosts: deps.config.zapsignFileHosts,
      });
    } catch (err) {
      // Another host, not a PDF, too large: retrying cannot help (the hourly sync asks ZapSign for a new link).
      if (!(err instanceof SignedFileRefused)) throw err;
      deps.log.error(`[assinaturas] arquivo assinado da solicitação ${requestId} recusado: ${err.message}`);
      return;
    }
    const stored = await deps.storage.put({
      data,
      contentType: "application/pdf",
      corporateAccountId: request.corporateAccountId,
      userId: request.requestedBy ?? row.documentUserId,
    });
    await deps.db
      .update(signatureRequests)
      .set({ signedFileId: stored.id })
      .where(and(eq(signatureRequests.id, requestId), isNull(signatureRequests.signedFileId)));
  },
});
