import { COURSE_LIMITS, COURSE_PRICE_MESSAGE, EMAIL_PATTERN } from '@classroom/core/input-rules';
import { TABLE_SEARCH_MAX } from '@classroom/core/table-options';
import { z } from 'zod';
import { CATEGORIES, EXPERIENCES, LIMITS } from './options';

/** Trimmed text with the spec's "required" message and a length cap. */
export function requiredText(label: string, max: number, message = `${label} is required`) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** Text the server ignores but still bounds, so no request can carry a huge blob. */
export function optionalText(max: number = LIMITS.text) {
  return z.string().max(max).optional();
}

/** The one e-mail rule: the core's pattern, with the spec's messages. */
export const email = z
  .string({ error: 'Email address is required' })
  .trim()
  .min(1, { error: 'Email address is required' })
  .max(LIMITS.email, { error: 'Enter a valid email address' })
  .regex(EMAIL_PATTERN, { error: 'Enter a valid email address' });

const SITE_PATH = /^\/[^/\\]/;
const UNSAFE = /[\s<>"]/;
const absoluteHttpUrl = z.url({ protocol: /^https?$/ });

/** An absolute http(s) URL, or a path of the site itself ("/demo/x.svg"). */
export function httpUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(LIMITS.url, { error: `${label} is too long` })
    .refine((value) => !UNSAFE.test(value), { error: `${label} must be a valid URL` })
    .refine((value) => SITE_PATH.test(value) || absoluteHttpUrl.safeParse(value).success, {
      error: `${label} must start with http:// or https://`,
    });
}

/** Record ids: opaque, short, URL-safe. */
export const id = z
  .string()
  .min(1)
  .max(LIMITS.id)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a valid id' });

/** A number's type message: "… is required" when it is missing, `invalid` otherwise. */
export function numberError(required: string, invalid: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);
}

/** Dollars with at most two decimals, from 0 to the largest price. */
export const dollars = z
  .number({ error: numberError('Price is required', 'Price must be a number') })
  .min(0, { error: `Price must be from $0 to $${LIMITS.maxPrice}` })
  .max(LIMITS.maxPrice, { error: `Price must be from $0 to $${LIMITS.maxPrice}` })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'Price has at most two decimals',
  });

/** A course's price: $0 (free), or at least the smallest amount a card can be charged. */
export const coursePrice = dollars.refine(
  (value) => value === 0 || Math.round(value * 100) >= COURSE_LIMITS.minPaidPriceCents,
  { error: COURSE_PRICE_MESSAGE },
);

export const category = z.enum(CATEGORIES, { error: 'Category is required' });
export const experience = z.enum(EXPERIENCES, { error: 'Experience is required' });
export const certificate = z.enum(['Yes', 'No'], { error: 'Certificate is required' });

/** A whole number in a query string ("12"), bounded. */
export function queryInteger(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A table's search box: what to look for in its rows (cut to TABLE_SEARCH_MAX by the core). */
export function tableSearch(description: string) {
  return z
    .string({ error: 'Search must be text' })
    .max(TABLE_SEARCH_MAX, { error: `Search must be at most ${TABLE_SEARCH_MAX} characters` })
    .optional()
    .meta({ description });
}

/** "true" or "false": a table's rows awaiting review before the others. */
export const pendingFirst = z
  .enum(['true', 'false'], { error: 'pendingFirst must be true or false' })
  .optional()
  .meta({ description: 'Items awaiting review first' });
