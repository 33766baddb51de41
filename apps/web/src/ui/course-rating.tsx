/**
 * A course's rating as cards and the course page show it: "4.3 · 12 reviews", or "New" until
 * its first real review (a new course's stored 4.8, which the spec fixes on the wire, is no
 * rating anyone gave).
 */
export function ratingText(rating: number, count: number): string {
  if (count === 0) return 'New';
  return `${rating.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What a screen reader says for the same. */
export function ratingLabel(rating: number, count: number): string {
  if (count === 0) return 'New course: no reviews yet';
  return `Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export function CourseRating({
  rating,
  count,
  className = 'course-rating',
}: {
  rating: number;
  count: number;
  className?: string;
}) {
  if (count === 0) {
    return (
      <span
        className={`${className} course-rating--new`}
        role="img"
        aria-label={ratingLabel(rating, count)}
      >
        <span aria-hidden="true">{ratingText(rating, count)}</span>
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={ratingLabel(rating, count)}>
      <span className="course-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      <span aria-hidden="true">{ratingText(rating, count)}</span>
    </span>
  );
}
