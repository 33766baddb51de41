import { fieldMessages, type FieldIssue } from '@classroom/http-contract';

/** What a zod schema of the wire contract offers: its checks and their messages. */
interface CheckingSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/**
 * A react-final-form `validate` from a contract schema, so a form checks exactly what the
 * server checks, with the same messages: the first message of each field.
 */
export function validateWith(schema: CheckingSchema) {
  return (values: object): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldMessages(result.error.issues, 'form');
  };
}
