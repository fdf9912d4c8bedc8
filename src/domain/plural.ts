/** "1 opção", "2 opções", "0 opções": a count with the Portuguese singular only for exactly one. */
export function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n === 1 || n === -1 ? one : many}`;
}
