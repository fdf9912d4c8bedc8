/** A file name safe in Content-Disposition: ASCII letters, digits, dashes; the full name in filename*. */
export function pdfContentDisposition(title: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii =
    title
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 100) || "documento";
  return `${disposition}; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`;
}
