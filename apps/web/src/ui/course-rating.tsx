/** A course's rating as cards and the course page show it: "4.3 · 12 reviews", or "4.8 · new". */
export function ratingText(rating: number, count: number): string {
  const average = rating.toFixed(1);
  if (count === 0) return `${average} · new`;
  return `${average} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What a screen reader says for the same. */
export function ratingLabel(rating: number, count: number): string {
  const average = rating.toFixed(1);
  if (count === 0) return `Rated ${average} out of 5: a new course without reviews yet`;
  return `Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
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
  return (
    <span className={className} role="img" aria-label={ratingLabel(rating, count)}>
      <span className="course-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      <span aria-hidden="true">{ratingText(rating, count)}</span>
    </span>
  );
}
