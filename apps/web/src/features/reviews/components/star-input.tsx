/** Whole stars 1 to 5 as a radio group: each star is a labelled radio, so keys and readers work. */
export function StarInput({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <fieldset className="star-input">
      <legend>Your rating</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className={stars <= value ? 'star-input__star--on' : undefined}>
          <input
            type="radio"
            name="review-rating"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">
            {stars} {stars === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A review's stars, read-only. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span className="review-stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
