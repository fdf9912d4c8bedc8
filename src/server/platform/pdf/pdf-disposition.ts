/** A file name safe in Content-Disposition: ASCII letters, digits, dashes; the full name in filename*. */
export function fileContentDisposition(
  title: string,
  extension: string,
  disposition: "attachment" | "inline" = "attachment",
): string {
  const ascii =
    title
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 100) || "documento";
  return `${disposition}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${title}.${extension}`)}`;
}

export const pdfContentDisposition = (title: string, disposition: "attachment" | "inline" = "attachment") =>
  fileContentDisposition(title, "pdf", disposition);
