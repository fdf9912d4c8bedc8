import { formatPrice } from "../../domain/plans/price-format";

/** A plan's monthly price: "Gratuito" when free, otherwise the price and its "/mês" (styled by `suffixClassName`). */
export function MonthlyPrice({ price, suffixClassName }: { price: number; suffixClassName: string }) {
  return (
    <>
      {formatPrice(price)}
      {price > 0 && <span className={suffixClassName}>/mês</span>}
    </>
  );
}
