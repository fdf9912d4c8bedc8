import { and, eq } from "drizzle-orm";
import PizZip from "pizzip";
import { z } from "zod";
import { EXPORT_LINK_HOURS } from "../../../domain/privacy/privacy";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { privacyRequests } from "../../db/tables/privacy";
import type { Deps } from "../../platform/deps";
import { defineJob } from "../../platform/jobs/define-job";
import { renderDocumentPdf } from "../documents";
import { collectSubjectData, type ExportSubject, ownDocuments } from "./collect-export";

/** PDFs rendered per export: a bound on the job's time; the rest are listed in LEIA-ME.txt. */
export const EXPORT_MAX_RENDERED_PDFS = 200;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");
/**
 * A document's title as a file name any unzip shows alike (issue 48): accents dropped, not split
 * ("Prestação de Serviços" → "Prestacao-de-Servicos"), anything else but letters, digits, "." and "_"
 * one "-".
 */
const safeName = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^A-Za-z0-9._]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "") || "documento";

/**
 * Builds the ZIP of one user's data (issue 27, decision 0041): perfil.json, funcoes.json,
 * documentos.json, entregas.json, assinaturas.json (with the signer's evidence), the signed PDFs of
 * the signatures they made and the PDFs of the documents they created, and a LEIA-ME.txt.
 */
export async function buildSubjectZip(deps: Pick<Deps, "db" | "storage" | "pdf" | "config">, subject: ExportSubject) {
  const data = await collectSubjectData(deps.db, subject);
  const zip = new PizZip();
  const notes: string[] = [];
  zip.file("perfil.json", json(data.profile));
  zip.file("funcoes.json", json(data.roles));
  zip.file("documentos.json", json(data.documents));
  zip.file("entregas.json", json(data.deliveries));
  zip.file("assinaturas.json", json(data.signatures));
  for (const s of data.signatures) {
    if (!s.signedFileId) continue;
    const file = await deps.storage.get(s.signedFileId);
    if (file) zip.file(`assinaturas/${s.id}.pdf`, file.data);
  }
  let rendered = 0;
  for (const d of data.documents) {
    if (rendered >= EXPORT_MAX_RENDERED_PDFS || !deps.pdf.available) {
      notes.push(`PDF não incluído (gere-o em Meus Documentos): ${d.title} (${d.id})`);
      continue;
    }
    const [source] = await deps.db
      .select({
        title: docs.title,
        corporateAccountId: docs.corporateAccountId,
        finalContent: docs.finalContent,
        headerHtml: docs.headerHtml,
        footerHtml: docs.footerHtml,
        sourceFileId: docs.sourceFileId,
        pdfFileId: docs.pdfFileId,
      })
      .from(docs)
      .where(and(eq(docs.id, d.id), ownDocuments(subject)));
    if (!source) continue;
    try {
      // A finalized document's one stored PDF (issue 50); a draft's, or one not stored yet, drawn now.
      const stored = source.pdfFileId ? await deps.storage.get(source.pdfFileId) : null;
      zip.file(`documentos/${safeName(d.title)}-${d.id}.pdf`, stored?.data ?? (await renderDocumentPdf(deps, source)));
      rendered++;
    } catch {
      notes.push(`PDF não pôde ser gerado agora (gere-o em Meus Documentos): ${d.title} (${d.id})`);
    }
  }
  zip.file(
    "LEIA-ME.txt",
    [
      "Cópia dos seus dados pessoais no Minuta (LGPD, art. 18).",
      "perfil.json: seu cadastro; funcoes.json: suas funções; documentos.json: documentos que você criou;",
      "entregas.json: envios feitos ao seu e-mail ou telefone; assinaturas.json: assinaturas que você fez, com as evidências.",
      "assinaturas/: PDFs assinados; documentos/: PDFs dos documentos que você criou.",
      subject.accountId
        ? 'Tudo isso só na sua empresa. O que outras empresas guardam sobre o mesmo e-mail ou telefone é delas: peça a cada uma (cada e-mail de assinatura traz o link "Solicitar exclusão dos meus dados").'
        : "Você não pertence a uma empresa: a cópia traz só o que você fez (cadastro, funções, documentos que criou).",
      ...notes,
      "",
    ].join("\r\n"),
  );
  return zip.generate({ type: "nodebuffer", compression: "DEFLATE" });
}

/** Prepares one export; repeats find it no longer pending and do nothing (at-least-once delivery). */
export const privacyExportJob = defineJob({
  name: "privacy-export",
  payload: z.object({ requestId: z.uuid() }).strict(),
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 600,
  async handle({ requestId }, { deps, retryCount }) {
    const [request] = await deps.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.kind, "export")));
    if (!request?.userId || request.status !== "pending") return;
    try {
      // The request's account is the user's own (the one they were in when they asked).
      const body = await buildSubjectZip(deps, { userId: request.userId, accountId: request.corporateAccountId });
      const file = await deps.storage.put({
        data: body,
        contentType: "application/zip",
        corporateAccountId: request.corporateAccountId,
        userId: request.userId,
      });
      const expiresAt = new Date(deps.clock().getTime() + EXPORT_LINK_HOURS * 3_600_000);
      await deps.db
        .update(privacyRequests)
        .set({ status: "ready", fileId: file.id, expiresAt })
        .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, "pending")));
    } catch (error) {
      // The last try says so on "Meus dados" (the user may ask again); earlier ones are retried.
      if (retryCount >= privacyExportJob.retry.limit)
        await deps.db.update(privacyRequests).set({ status: "failed" }).where(eq(privacyRequests.id, requestId));
      throw error;
    }
  },
});
