import { REVIEW_LIMITS, type ReviewWire } from '@classroom/http-contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createCourseStore } from '../../../stores/course.store';
import { useFeatureStore, useStores } from '../../../stores/use-stores';
import { CourseRating } from '../../../ui/course-rating';
import { ReviewForm } from './review-form';
import { ReviewNoteForm } from './review-note-form';
import { createReviewsStore, type ReviewsStore } from '../stores/reviews.store';
import { Stars } from './star-input';
import '../reviews.css';

interface CourseFacts {
  _id: string;
  courseRatings: number;
  ratingCount: number;
  instructorEmail: string;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const REFUSALS = {
  not_enrolled: 'Enroll in this course to review it.',
  no_completed_lesson: 'Complete a lesson of this course to review it.',
} as const;

const WITHDRAWN = {
  refunded: 'Hidden since your payment was refunded: it is not shown or counted in the rating.',
  disputed: 'Hidden since your payment was disputed: it is not shown or counted in the rating.',
} as const;

/** What brings a withdrawn review back, by why it cannot be edited yet (null: it can). */
const RETURN = {
  not_enrolled: 'Enroll again and complete a lesson to update it and show it again.',
  no_completed_lesson: 'Complete a lesson to update it and show it again.',
} as const;

/**
 * The signed-in student's part: the form when they may review, their review to edit. A review
 * a refund withdrew stays theirs (one per course, ever), hidden until a new enrollment with a
 * completed lesson lets them update it.
 */
const OwnReview = observer(function OwnReview({
  store,
  onSaved,
}: {
  store: ReviewsStore;
  onSaved(): void;
}) {
  const [editing, setEditing] = useState(false);
  const standing = store.standing;
  if (!standing) return null;
  const save = async (input: { rating: number; text: string }) => {
    const failure = await store.save(input);
    if (!failure) {
      setEditing(false);
      onSaved();
    }
    return failure;
  };
  const withdrawn = standing.review?.withdrawn ?? null;
  if (standing.review && !editing) {
    const editable = !withdrawn || standing.refusal === null;
    return (
      <div className="own-review">
        <p>
          <strong>Your review:</strong> <Stars rating={standing.review.rating} />{' '}
          {standing.review.text}
        </p>
        {withdrawn && (
          <p className="notice own-review__withdrawn" role="status">
            {WITHDRAWN[withdrawn]}{' '}
            {standing.refusal ? RETURN[standing.refusal] : 'Update it to show it again.'}
          </p>
        )}
        {editable && (
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            {withdrawn ? 'Update your review' : 'Edit your review'}
          </button>
        )}
      </div>
    );
  }
  if (standing.review) {
    return (
      <ReviewForm
        initial={{ rating: standing.review.rating, text: standing.review.text }}
        onSubmit={save}
        onCancel={() => setEditing(false)}
      />
    );
  }
  if (standing.canReview) return <ReviewForm onSubmit={save} />;
  return standing.refusal ? <p className="muted">{REFUSALS[standing.refusal]}</p> : null;
});

const ReviewItem = observer(function ReviewItem({
  review,
  store,
  canReply,
  canHide,
  signedIn,
  onHidden,
}: {
  review: ReviewWire;
  store: ReviewsStore;
  canReply: boolean;
  canHide: boolean;
  signedIn: boolean;
  onHidden(): void;
}) {
  const [action, setAction] = useState<'reply' | 'hide' | null>(null);
  const voted = store.voted.has(review._id);
  // Nobody marks their own review helpful; the server refuses it too.
  const canVote = signedIn && store.standing?.review?._id !== review._id;
  return (
    <li className="review">
      <div className="review__head">
        <Stars rating={review.rating} />
        <strong>{review.authorName}</strong>
        <span className="muted">{dateOf(review.createdAt)}</span>
      </div>
      <p className="review__text">{review.text}</p>
      {review.reply && (
        <blockquote className="review__reply">
          <strong>The instructor replied:</strong> {review.reply.text}
        </blockquote>
      )}
      <div className="review__actions">
        {canVote ? (
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={voted}
            disabled={voted}
            onClick={() => void store.markHelpful(review._id)}
          >
            Helpful ({review.helpfulCount})
          </button>
        ) : (
          <span className="muted">{review.helpfulCount} found this helpful</span>
        )}
        {canReply && !review.reply && action === null && (
          <button type="button" className="button button--ghost" onClick={() => setAction('reply')}>
            Reply
          </button>
        )}
        {canHide && action === null && (
          <button type="button" className="button button--ghost" onClick={() => setAction('hide')}>
            Hide
          </button>
        )}
      </div>
      {action === 'reply' && (
        <ReviewNoteForm
          label="Your reply"
          submitLabel="Post reply"
          maxLength={REVIEW_LIMITS.reply}
          required="Write your reply"
          onSubmit={async (text) => {
            const failure = await store.reply(review._id, text);
            if (!failure) setAction(null);
            return failure;
          }}
          onCancel={() => setAction(null)}
        />
      )}
      {action === 'hide' && (
        <ReviewNoteForm
          label="Why hide this review?"
          submitLabel="Hide review"
          maxLength={REVIEW_LIMITS.hideReason}
          required="Give the reason for hiding this review"
          onSubmit={async (reason) => {
            const failure = await store.hide(review._id, reason);
            if (!failure) onHidden();
            return failure;
          }}
          onCancel={() => setAction(null)}
        />
      )}
    </li>
  );
});

/**
 * The course page's reviews: the average and count, the student's own review, and the
 * reviews a page at a time, newest or most helpful first. The course's instructor replies
 * here and admins hide; the server checks both.
 */
export const CourseReviews = observer(function CourseReviews({
  course,
  onRatingsChanged,
}: {
  course: CourseFacts;
  /** The course's average and count changed: read the course again. */
  onRatingsChanged(): void;
}) {
  const { auth } = useStores();
  const store = useFeatureStore(createReviewsStore);
  const email = auth.user?.email;
  useEffect(() => {
    void store.open(course._id, Boolean(email));
  }, [store, course._id, email]);

  const isOwner = Boolean(email) && email === course.instructorEmail;
  return (
    <section className="course-reviews" aria-labelledby="reviews-heading">
      <div className="course-reviews__head">
        <h2 id="reviews-heading">Reviews</h2>
        <CourseRating rating={course.courseRatings} count={course.ratingCount} />
      </div>
      {/* The instructor does not review their own course. */}
      {email && !isOwner && <OwnReview store={store} onSaved={onRatingsChanged} />}
      {store.total > 0 && (
        <div className="course-reviews__sort">
          <label htmlFor="reviews-sort">Sort reviews</label>
          <select
            id="reviews-sort"
            value={store.sort}
            onChange={(event) => void store.changeSort(event.target.value as ReviewsStore['sort'])}
          >
            <option value="newest">Newest first</option>
            <option value="helpful">Most helpful first</option>
          </select>
        </div>
      )}
      {store.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          The reviews could not be loaded.
        </p>
      )}
      {store.status === 'ready' && store.total === 0 && <p className="muted">No reviews yet.</p>}
      <ul className="review-list" aria-busy={store.status === 'loading'}>
        {store.reviews.map((review) => (
          <ReviewItem
            key={review._id}
            review={review}
            store={store}
            canReply={isOwner}
            canHide={auth.isAdmin}
            signedIn={Boolean(email)}
            onHidden={onRatingsChanged}
          />
        ))}
      </ul>
      {store.pages > 1 && (
        <nav className="review-pager" aria-label="Review pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={store.page <= 1}
            onClick={() => void store.goTo(store.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {store.page} of {store.pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={store.page >= store.pages}
            onClick={() => void store.goTo(store.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
});

/**
 * The reviews of one of the instructor's courses, for their dashboard: the course is read
 * for its average and count, and the instructor replies from here.
 */
export const InstructorCourseReviews = observer(function InstructorCourseReviews({
  courseId,
}: {
  courseId: string;
}) {
  const courses = useFeatureStore(createCourseStore);
  useEffect(() => {
    void courses.loadCourse(courseId);
  }, [courses, courseId]);
  const course = courses.course(courseId);
  if (!course) return null;
  return (
    <CourseReviews course={course} onRatingsChanged={() => void courses.loadCourse(courseId)} />
  );
});
