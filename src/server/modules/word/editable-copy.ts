import type PizZip from "pizzip";
import { escapeHtml } from "../../../domain/shared/html";

/**
 * Writes the notice in the file's properties (docProps/core.xml description and subject), so any
 * exported .docx says it is an editable, unsigned copy; the signed PDF stays the legal original.
 */
export function markEditableCopy(zip: PizZip, notice: string): void {
  const core = zip.file("docProps/core.xml")?.asText();
  if (!core) return;
  const text = escapeHtml(notice);
  let xml = core.replace(/<dc:(description|subject)(?:\s[^>]*)?(?:\/>|>[\s\S]*?<\/dc:\1>)/g, "");
  xml = xml.replace(
    /<\/cp:coreProperties>/,
    `<dc:subject>${text}</dc:subject><dc:description>${text}</dc:description></cp:coreProperties>`,
  );
  if (!/xmlns:dc=/.test(xml))
    xml = xml.replace("<cp:coreProperties", '<cp:coreProperties xmlns:dc="http://purl.org/dc/elements/1.1/"');
  zip.file("docProps/core.xml", xml);
}
