/** "1 opção", "2 opções", "0 opções": a count with the Portuguese singular only for exactly one. */
/** The same with the number written the Brazilian way: "1 linha", "1.200 linhas". */
export const countText = (n: number, one: string, many: string) =>
  `${n.toLocaleString("pt-BR")} ${n === 1 || n === -1 ? one : many}`;

export function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n === 1 || n === -1 ? one : many}`;
}
