import { DOCUMENT_CSS } from "../../domain/templates/render-template";

/**
 * Shows HTML produced by `renderTemplate`/`renderHeaderFooter` (src/domain/templates/render-template.ts), with
 * the document styles. The HTML is safe to insert: bodies were sanitized by the server before they
 * were stored and every value is escaped by the renderer.
 */
export function RenderedHtml({ html, className = "" }: { html: string; className?: string }) {
  return (
    <>
      <style>{DOCUMENT_CSS}</style>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized template HTML, values escaped by the renderer */}
      <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
