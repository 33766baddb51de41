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
  /** The course page's "What you'll learn": at most this many items, each this long. */
  learningOutcomes: 8,
  learningOutcome: 120,
  /**
   * A paid course's lowest price, in cents: the smallest amount a card can be charged
   * (Stripe's minimum in usd). Below it no card could ever pay, so only 0 (free) is lower.
   */
  minPaidPriceCents: 50,
} as const;

export const COURSE_PRICE_MESSAGE = `Price must be $0 or at least $${(COURSE_LIMITS.minPaidPriceCents / 100).toFixed(2)}`;

/** An admin's reason for revoking a certificate. */
export const REVOCATION_REASON_MAX_LENGTH = 500;

/** A certificate's printed code: GSC and two groups of four Crockford base-32 characters. */
export const CERTIFICATE_CODE_PATTERN = /^GSC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** A certificate's id: a random (version 4) UUID. */
export const CERTIFICATE_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A student's review of a course, the instructor's reply and an admin's reason to hide it. */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  text: 2000,
  reply: 2000,
  hideReason: 500,
  /** Reviews per page of the course page, by default and at most. */
  pageSize: 5,
  maxPageSize: 50,
} as const;
