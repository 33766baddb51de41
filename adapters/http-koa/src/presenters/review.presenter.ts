import type { Review } from '@classroom/core';
import type { ReviewWire } from '@classroom/http-contract';

/**
 * A review as the course page shows it: never who hid it or why. Lists hold visible reviews
 * only, so `withdrawn` is set only in the author's own standing.
 */
export function presentReview(review: Review): ReviewWire {
  const props = review.toProps();
  return {
    _id: props.id,
    courseId: props.courseId,
    authorName: props.authorName,
    rating: props.rating,
    text: props.text,
    createdAt: props.createdAt.toISOString(),
    updatedAt: props.updatedAt.toISOString(),
    reply: props.reply ? { text: props.reply.text, at: props.reply.at.toISOString() } : null,
    helpfulCount: props.helpfulCount,
    hidden: props.hidden !== null,
    withdrawn: props.withdrawn?.reason ?? null,
  };
}
