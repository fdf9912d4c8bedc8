import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES, type DocumentUpdateBody } from "../../../domain/documents/documents";
import { documentValuesSchema } from "../../../domain/documents/values";
import type { AvailableTemplateDetail } from "../../../domain/documents/views";
import { renderHeaderFooter, renderTemplate } from "../../../domain/templates/render-template";
import type { VariableDefinition } from "../../../domain/templates/variables";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { brandHeader, usableBlocks, usableTemplate } from "./template-access";

/**
 * The values to store: 400 with one Portuguese message per field (values.<key>) when they break the
 * template's rules; those of sections the values hide are dropped (issue 24), as the form does.
 */
function checkValues(
  template: { variables: VariableDefinition[]; templateContent: string },
  values: Record<string, unknown>,
  mode: "draft" | "final",
): Record<string, unknown> {
  const schema = documentValuesSchema(template.variables, { mode, content: template.templateContent });
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ["values", ...issue.path.map(String)].join(".");
    fieldErrors[key] ??= issue.message;
  }
  throw new AppError("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "Dados inválidos", fieldErrors);
}

/**
 * What the server stores for a save: the body and the header/footer rendered here with the one
 * renderer (never HTML sent by the browser), and the content hash when finalizing.
 */
export async function renderedColumns(
  db: Db | Tx,
  actor: Actor,
  templateOrId: string | AvailableTemplateDetail,
  body: DocumentUpdateBody,
) {
  const template = typeof templateOrId === "string" ? await usableTemplate(db, actor, templateOrId) : templateOrId;
  const mode = body.status === "finalized" ? "final" : "draft";
  const values = checkValues(template, body.values, mode);
  const chosen = await usableBlocks(db, actor, body);
  // No header chosen: the brand's, when the account has none of its own (issue 26; headerId stays null).
  const blocks = { ...chosen, header: chosen.header ?? (body.headerId ? null : await brandHeader(db, actor)) };
  if (body.headerId && !blocks.header) {
    throw new AppError("VALIDATION_ERROR", DOCUMENT_MESSAGES.headerInvalid, {
      headerId: DOCUMENT_MESSAGES.headerInvalid,
    });
  }
  if (body.footerId && !blocks.footer) {
    throw new AppError("VALIDATION_ERROR", DOCUMENT_MESSAGES.footerInvalid, {
      footerId: DOCUMENT_MESSAGES.footerInvalid,
    });
  }
  const types = new Map(template.variables.map((v) => [v.key, v.type] as const));
  const finalContent = renderTemplate({
    content: template.templateContent,
    variables: template.variables,
    values,
  });
  const hfOpts = { values, types };
  return {
    template,
    columns: {
      filledVariables: values,
      finalContent,
      headerId: chosen.header?.id ?? null,
      footerId: blocks.footer?.id ?? null,
      headerHtml: blocks.header ? renderHeaderFooter(blocks.header, hfOpts) : null,
      footerHtml: blocks.footer ? renderHeaderFooter(blocks.footer, hfOpts) : null,
      recipientEmail: body.recipientEmail,
      recipientPhone: body.recipientPhone,
      autoSendEmail: body.autoSendEmail,
      autoSendWhatsapp: body.autoSendWhatsapp,
      status: body.status,
      contentSha256: body.status === "finalized" ? sha256Hex(finalContent) : null,
    },
  };
}
