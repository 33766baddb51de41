import { REVIEW_LIMITS } from '../shared/input-rules';
import { FieldCheck } from '../shared/validation';

/** A review's rating and words, checked. */
export interface ReviewText {
  rating: number;
  text: string;
}

export function parseReviewText(input: { rating: number; text: string }): ReviewText {
  const check = new FieldCheck();
  const rating = check.integer(
    'rating',
    input.rating,
    'Rating',
    REVIEW_LIMITS.minRating,
    REVIEW_LIMITS.maxRating,
  );
  const text = check.text('text', input.text ?? '', {
    label: 'Review',
    max: REVIEW_LIMITS.text,
    message: 'Write a few words about the course',
  });
  check.done();
  return { rating, text };
}

export function parseReply(input: { text: string }): string {
  const check = new FieldCheck();
  const text = check.text('text', input.text ?? '', {
    label: 'Reply',
    max: REVIEW_LIMITS.reply,
    message: 'Write your reply',
  });
  check.done();
  return text;
}

export function parseHideReason(input: { reason: string }): string {
  const check = new FieldCheck();
  const reason = check.text('reason', input.reason ?? '', {
    label: 'Reason',
    max: REVIEW_LIMITS.hideReason,
    message: 'Give the reason for hiding this review',
  });
  check.done();
  return reason;
}
