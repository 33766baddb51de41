import { REVIEW_LIMITS } from '@classroom/http-contract';
import { useState, type FormEvent } from 'react';
import { ReviewFormFooter } from './review-form-footer';
import { StarInput } from './star-input';

/** Writing or editing one's review: stars and words, checked as the server checks them. */
export function ReviewForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial?: { rating: number; text: string };
  onSubmit(input: { rating: number; text: string }): Promise<string | null>;
  onCancel?(): void;
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError('Choose a rating from 1 to 5 stars');
    if (!text.trim()) return setError('Write a few words about the course');
    setSaving(true);
    setError((await onSubmit({ rating, text: text.trim() })) ?? '');
    setSaving(false);
  };

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate>
      <StarInput value={rating} onChange={setRating} />
      <label htmlFor="review-text">Your review</label>
      <textarea
        id="review-text"
        rows={4}
        maxLength={REVIEW_LIMITS.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ReviewFormFooter
        error={error}
        saving={saving}
        submitLabel={initial ? 'Save review' : 'Post review'}
        onCancel={onCancel}
      />
    </form>
  );
}
