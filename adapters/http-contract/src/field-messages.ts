/** One problem a schema found, as far as its message and place go. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message of each field of a refused input, keyed by its dotted path: what the
 * server answers in `error.fields` and what a web form shows under each field, so the two
 * read alike. Problems of the input as a whole go under `whole`.
 */
export function fieldMessages(
  issues: readonly FieldIssue[],
  whole: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || whole;
    fields[field] ??= issue.message;
  }
  return fields;
}
