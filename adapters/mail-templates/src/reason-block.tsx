/** @jsxRuntime automatic @jsxImportSource react */
import type { MailReason } from '@classroom/core';
import { Paragraph } from './parts';

/** An admin's reason, as given: their words, then the rubric items they ticked. */
export function ReasonBlock({ reason }: { reason: MailReason | undefined }) {
  if (!reason) return null;
  return (
    <>
      <Paragraph>
        <strong>The reviewer's reason:</strong> {reason.text}
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
