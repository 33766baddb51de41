import { Alert } from 'antd';
import { errorLines } from '../model/error-lines';

/** A refused change, in the server's words, field by field. */
export function ErrorNotice({ error, lines }: { error?: unknown; lines?: string[] }) {
  const shown = lines ?? (error === undefined || error === null ? [] : errorLines(error));
  if (shown.length === 0) return null;
  const [first, ...rest] = shown;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="curriculum-error"
      title={first}
      description={
        rest.length > 0 ? (
          <ul className="curriculum-error__list">
            {rest.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
