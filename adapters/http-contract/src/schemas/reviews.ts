import { z } from 'zod';
import { REVIEW_LIMITS } from '@classroom/core/input-rules';
import { page } from '../endpoints/page';
import { id, queryInteger, requiredText } from '../fields';
import { REVIEW_SORTS } from '../options';

// Students' reviews of courses (decision 35): the course page's list, writing, the
// instructor's reply, an admin's hiding and helpful votes.

/** `/:id` of a course whose reviews are meant. */
export const reviewCourseParams = z.strictObject({ id });
/** `/:id` of a review. */
export const reviewParams = z.strictObject({ id });

/** GET /api/v1/courses/:id/reviews */
export const reviewsQuery = z.strictObject({
  sort: z
    .enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
    .optional()
    .meta({ description: 'newest (default) or helpful: the most helpful votes first' }),
  page: queryInteger('Page', 1, 1_000_000).optional(),
  limit: queryInteger('Limit', 1, REVIEW_LIMITS.maxPageSize).optional(),
});

const rating = z
  .int({ error: 'Rating must be a whole number from 1 to 5' })
  .min(REVIEW_LIMITS.minRating, { error: 'Rating must be a whole number from 1 to 5' })
  .max(REVIEW_LIMITS.maxRating, { error: 'Rating must be a whole number from 1 to 5' })
  .meta({ description: 'Stars, 1 to 5' });

/** POST /api/v1/courses/:id/reviews and PATCH /api/v1/reviews/:id */
export const reviewBody = z.strictObject({
  rating,
  text: requiredText('Review', REVIEW_LIMITS.text, 'Write a few words about the course'),
});

/** POST /api/v1/reviews/:id/reply */
export const replyBody = z.strictObject({
  text: requiredText('Reply', REVIEW_LIMITS.reply, 'Write your reply'),
});

/** POST /api/v1/reviews/:id/hide */
export const hideReviewBody = z.strictObject({
  reason: requiredText(
    'Reason',
    REVIEW_LIMITS.hideReason,
    'Give the reason for hiding this review',
  ).meta({ description: 'Why the review is hidden: kept with it and in the audit log' }),
});

const dateTime = z.iso.datetime();

export const reviewWire = z
  .strictObject({
    _id: z.string(),
    courseId: z.string(),
    authorName: z.string(),
    rating: z.int().min(1).max(5),
    text: z.string(),
    createdAt: dateTime,
    updatedAt: dateTime,
    reply: z.strictObject({ text: z.string(), at: dateTime }).nullable(),
    helpfulCount: z.int().min(0),
    hidden: z.boolean().meta({ description: 'Only ever true in the answer of a hiding' }),
    withdrawn: z
      .enum(['refunded', 'disputed'])
      .nullable()
      .meta({
        description:
          "Set only on the author's own review: their payment was refunded or disputed, so it is " +
          'out of the list and the average until an edit from a new enrollment brings it back',
      }),
  })
  .meta({ id: 'Review' });

export const reviewsPageWire = page(reviewWire, 'reviews').meta({ id: 'ReviewsPage' });

export const reviewStandingWire = z
  .strictObject({
    canReview: z.boolean().meta({ description: 'May write a review now' }),
    refusal: z.enum(['not_enrolled', 'no_completed_lesson']).nullable().meta({
      description: 'Why not; with a withdrawn review, why it cannot be brought back yet',
    }),
    review: reviewWire.nullable().meta({
      description: "The caller's own review of the course (one, ever), to edit",
    }),
  })
  .meta({ id: 'ReviewStanding' });

export const helpfulWire = z
  .strictObject({ helpfulCount: z.int().min(0) })
  .meta({ id: 'HelpfulCount' });

export type ReviewsQuery = z.input<typeof reviewsQuery>;
export type ReviewBody = z.infer<typeof reviewBody>;
export type ReplyBody = z.infer<typeof replyBody>;
export type HideReviewBody = z.infer<typeof hideReviewBody>;
export type ReviewWire = z.infer<typeof reviewWire>;
export type ReviewsPageWire = z.infer<typeof reviewsPageWire>;
export type ReviewStandingWire = z.infer<typeof reviewStandingWire>;
export type HelpfulWire = z.infer<typeof helpfulWire>;
