/** Dollars as the spec shows them: "$" then the amount, cents only when there are any. */
export function formatDollars(amount: number): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `$${fixed}`;
}

/** The first `count` words of a text (course cards show 4). */
export function firstWords(text: string, count: number): string {
  return text.trim().split(/\s+/).slice(0, count).join(' ');
}

/** The first `count` words, with '...' when the text went on (as the instructor cards show). */
export function excerpt(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

const centsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** Integer cents as dollars with cents, always: 1999 -> "$19.99", -1399 -> "-$13.99". */
export function formatCents(cents: number): string {
  return centsFormat.format(cents / 100);
}
