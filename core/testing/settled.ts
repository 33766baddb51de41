/** Calls made at once: what those that answered answered, and the codes of those refused. */
export async function settled<T>(
  calls: Promise<T>[],
): Promise<{ answers: T[]; refused: string[] }> {
  const outcomes = await Promise.allSettled(calls);
  return {
    answers: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
    refused: outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code: string }).code] : [],
    ),
  };
}
