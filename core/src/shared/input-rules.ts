/**
 * The limits and patterns of input that the core's value objects enforce. The wire contract's
 * zod schemas read them from here, so the server, the OpenAPI document and the web forms hold
 * one copy. Constants only: the web UI imports this file.
 */

/** An e-mail address: something, "@", a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's longest path. */
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export const URL_MAX_LENGTH = 2048;

export const COURSE_LIMITS = {
  name: 120,
  language: 40,
  shortDescription: 300,
  detailedDescription: 5000,
  maxLectures: 1000,
} as const;
