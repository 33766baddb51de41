import { Fragment } from 'react';

/**
 * An e-mail address that wraps, when it must, after the `@` or before a dot of its domain,
 * never in the middle of a word ("grace.miller@classroo / m.test").
 */
export function EmailText({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return <>{value}</>;
  const domainParts = value.slice(at + 1).split('.');
  return (
    <span className="email-text">
      {value.slice(0, at + 1)}
      <wbr />
      {domainParts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
