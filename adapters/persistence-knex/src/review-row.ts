import { Review, type EnrollmentEndReason } from '@classroom/core';

export interface ReviewRow {
  id: string;
  course_id: string;
  enrollment_id: string;
  author_id: string;
  /** The author's id: one review per person and course (NULL only on pre-rule duplicates). */
  author_key: string | null;
  author_name: string;
  rating: number;
  text: string;
  created_at: number | string;
  updated_at: number | string;
  reply_text: string | null;
  replied_at: number | string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  hidden_at: number | string | null;
  withdrawn_reason: string | null;
  withdrawn_at: number | string | null;
  helpful_count: number;
  version: number;
}

export function toReviewRow(review: Review): ReviewRow {
  const props = review.toProps();
  return {
    id: props.id,
    course_id: props.courseId,
    enrollment_id: props.enrollmentId,
    author_id: props.authorId,
    author_key: props.authorId,
    author_name: props.authorName,
    rating: props.rating,
    text: props.text,
    created_at: props.createdAt.getTime(),
    updated_at: props.updatedAt.getTime(),
    reply_text: props.reply?.text ?? null,
    replied_at: props.reply?.at.getTime() ?? null,
    hidden_reason: props.hidden?.reason ?? null,
    hidden_by: props.hidden?.byId ?? null,
    hidden_at: props.hidden?.at.getTime() ?? null,
    withdrawn_reason: props.withdrawn?.reason ?? null,
    withdrawn_at: props.withdrawn?.at.getTime() ?? null,
    helpful_count: props.helpfulCount,
    version: props.version,
  };
}

export function toReview(row: ReviewRow): Review {
  return Review.restore({
    id: row.id,
    courseId: row.course_id,
    enrollmentId: row.enrollment_id,
    authorId: row.author_id,
    authorName: row.author_name,
    rating: Number(row.rating),
    text: row.text,
    createdAt: new Date(Number(row.created_at)),
    updatedAt: new Date(Number(row.updated_at)),
    reply:
      row.reply_text !== null && row.replied_at !== null
        ? { text: row.reply_text, at: new Date(Number(row.replied_at)) }
        : null,
    hidden:
      row.hidden_at !== null
        ? {
            reason: row.hidden_reason ?? '',
            byId: row.hidden_by ?? '',
            at: new Date(Number(row.hidden_at)),
          }
        : null,
    withdrawn:
      row.withdrawn_at !== null
        ? {
            reason: row.withdrawn_reason as EnrollmentEndReason,
            at: new Date(Number(row.withdrawn_at)),
          }
        : null,
    helpfulCount: Number(row.helpful_count),
    version: Number(row.version),
  });
}
