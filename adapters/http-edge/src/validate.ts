import { fieldMessages } from '@classroom/http-contract';
import { HttpError } from './http-error';

/** What the edge needs of a schema (zod's safeParse), without depending on zod itself. */
export interface Schema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * The code a refused input answers with: the API says `bad_request`; the bundled provider's
 * forms say `validation_failed`, as the core does for the same rules.
 */
export type InvalidInputCode = 'bad_request' | 'validation_failed';

/** Parses one part of a request, failing with its code and a message per field. */
export function validate<T>(
  schema: Schema<T>,
  input: unknown,
  part: string,
  code: InvalidInputCode = 'bad_request',
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues, part);
  const first = Object.values(fields)[0] ?? `Invalid ${part}.`;
  throw new HttpError(code, first, fields);
}
