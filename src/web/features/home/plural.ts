/** "1 company", "3 companies": a count with the noun that agrees with it. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
