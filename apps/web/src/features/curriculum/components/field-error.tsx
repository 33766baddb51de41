/** A field's problem under it, found by the field's id for screen readers. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="curriculum-field__error">
      {message}
    </p>
  );
}
