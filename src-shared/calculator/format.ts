const kwFormat = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** 6875 → "6,9 kW"; 1000 → "1,0 kW". */
export function formatKw(watts: number): string {
  return `${kwFormat.format(watts / 1000)} kW`;
}

/** 1234.5 → "1.235". */
export function formatWhole(value: number): string {
  return wholeFormat.format(value);
}
