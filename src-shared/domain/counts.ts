const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** A count with its noun in the right number: `1 product`, `2 producten`, `1.250 punten`. */
export function countOf(count: number, one: string, many: string): string {
  return `${whole.format(count)} ${count === 1 ? one : many}`;
}
