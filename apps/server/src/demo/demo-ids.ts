/** Stable 24-hex ids, shaped like the ones the server generates, so reseeding gives the same ids. */
export function demoId(
  kind:
    | 'user'
    | 'course'
    | 'feedback'
    | 'section'
    | 'lesson'
    | 'asset'
    | 'payment'
    | 'enrollment'
    | 'ledger'
    | 'review',
  n: number,
): string {
  const prefix = {
    user: '01',
    course: '02',
    feedback: '03',
    section: '04',
    lesson: '05',
    asset: '06',
    payment: '07',
    enrollment: '08',
    ledger: '09',
    review: '0a',
  }[kind];
  return `6650c0de${prefix}${n.toString(16).padStart(14, '0')}`;
}

/** A fixed moment some days before the demo's "today", so lists have a believable order. */
export function daysAgo(days: number): Date {
  return new Date(Date.UTC(2026, 0, 10, 9, 0, 0) - days * 86_400_000);
}
