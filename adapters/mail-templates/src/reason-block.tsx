/** @jsxRuntime automatic @jsxImportSource react */
import type { MailReason } from '@classroom/core';
import { Paragraph } from './parts';

/** An admin's reason, as given: their words, then the rubric items they ticked. */
export function ReasonBlock({
  reason,
  who = 'reviewer',
}: {
  reason: MailReason | undefined;
  /** Who gave it: the reviewer of a course or application, the admin of a suspension. */
  who?: 'reviewer' | 'admin';
}) {
  if (!reason) return null;
  return (
    <>
      <Paragraph>
        <strong>The {who}'s reason:</strong> {reason.text}
      </Paragraph>
      {reason.checklist.length > 0 ? (
        <Paragraph>
          {reason.checklist.map((item) => (
            <span key={item}>
              • {item}
              <br />
            </span>
          ))}
        </Paragraph>
      ) : null}
    </>
  );
}
