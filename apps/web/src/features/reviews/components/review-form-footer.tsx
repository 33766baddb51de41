/** The end of a review's forms: the refusal, if any, then submit and (when offered) Cancel. */
export function ReviewFormFooter({
  error,
  saving,
  submitLabel,
  onCancel,
}: {
  error: string;
  saving: boolean;
  submitLabel: string;
  onCancel?(): void;
}) {
  return (
    <>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="review-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
