/** Dollars as the spec shows them: "$" then the amount, cents only when there are any. */
export function formatDollars(amount: number): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `$${fixed}`;
}

/** The first `count` words of a text (course cards show 4). */
export function firstWords(text: string, count: number): string {
  return text.trim().split(/\s+/).slice(0, count).join(' ');
}
