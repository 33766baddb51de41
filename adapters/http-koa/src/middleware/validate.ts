import { HttpError } from '../errors/http-error';

/** What this adapter needs of a schema (zod's safeParse), without depending on zod itself. */
export interface Schema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/** Parses one part of a request, failing with 400 and a message per field. */
export function validate<T>(schema: Schema<T>, input: unknown, part: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || part;
    fields[field] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? `Invalid ${part}.`;
  throw new HttpError('bad_request', first, fields);
}
