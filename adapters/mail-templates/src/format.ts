/** "$34.99" for 3499 US cents; other currencies with their own sign. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** "January 15, 2026, 10:00 UTC": a reader anywhere knows the moment. */
export function formatDate(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(date)} UTC`;
}
