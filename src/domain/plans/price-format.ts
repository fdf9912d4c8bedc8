const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/**
 * R$ 1.234,56 (with a normal space), or "Gratuito" for zero or missing (spec 2 §9). A module without
 * Zod, so the landing page's price list does not load the validation library.
 */
export function formatPrice(value: number | null | undefined): string {
  if (!value) return "Gratuito";
  return brl.format(value).replace(/\s/g, " ");
}
