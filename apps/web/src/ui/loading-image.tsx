import loading from '../assets/loading.svg';

/** The spec's loading image, shown while data or the auth state loads. */
export function LoadingImage({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-image" role="status" aria-live="polite">
      <img src={loading} alt="" width={96} height={96} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
