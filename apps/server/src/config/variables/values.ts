import { EMAIL_PATTERN } from '@classroom/core/input-rules';
import { z } from 'zod';

/** A whole number from `min` to `max`, in digits only (no sign, point or exponent). */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) =>
        `must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
    })
    .transform(Number);
}

/** Comma-separated items, each trimmed, empty ones dropped; none when unset. */
export function commaList<Item extends z.ZodType<unknown, string>>(item: Item) {
  return z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item))
    .default([]);
}

/** An e-mail address by the product's one rule, lower-cased; `refusal` words a wrong one. */
export function emailAddress(refusal: (address: string) => string) {
  return z
    .string()
    .toLowerCase()
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: (issue) => refusal(String(issue.input)) }));
}

/** An http:// or https:// URL, without trailing slashes. */
export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/** What an adapter's parser makes of a value; when it throws, its message (less `subject`) says why. */
export function parsedBy<T>(parse: (value: string) => T, subject = /^/) {
  return z.string().transform((value, ctx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue((error as Error).message.replace(subject, ''));
      return z.NEVER;
    }
  });
}

/**
 * NODE_ENV as another concern's rules read it: production or not. The server's concern checks
 * the name, so a wrong one is reported once and counts as no production here.
 */
export const inProduction = z
  .string()
  .optional()
  .transform((name) => name === 'production');

/**
 * A rule between variables runs whenever the variables it compares are valid, whatever else is
 * wrong (zod would skip it after any failure), so that every problem is reported at once.
 */
export function whenValid(...names: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))),
  };
}

/** For a rule that only asks which variables are set: it runs whatever is wrong. */
export const always = whenValid();

/** A problem of one variable, raised by a rule of its concern. */
export function problem(ctx: z.RefinementCtx, name: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [name], message });
}

/** Variables that only make sense together: all set, or none. */
export function allOrNone(...names: string[]) {
  return (variables: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const missing = names.filter((name) => variables[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) return;
    const set = names.filter((name) => !missing.includes(name)).join(', ');
    for (const name of missing) problem(ctx, name, `is required when ${set} is set`);
  };
}
