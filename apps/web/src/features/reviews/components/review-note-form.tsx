import { useId, useState, type FormEvent } from 'react';
import { ReviewFormFooter } from './review-form-footer';

/** One line of words for an action on a review: the instructor's reply, an admin's reason. */
export function ReviewNoteForm({
  label,
  submitLabel,
  maxLength,
  required,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  maxLength: number;
  /** The message when the words are missing. */
  required: string;
  onSubmit(text: string): Promise<string | null>;
  onCancel(): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(required);
    setSaving(true);
    const failure = await onSubmit(text.trim());
    setSaving(false);
    if (failure) setError(failure);
  };

  return (
    <form className="review-note-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ReviewFormFooter
        error={error}
        saving={saving}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
