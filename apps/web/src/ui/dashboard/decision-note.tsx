import { REJECTION_RUBRIC } from '@classroom/http-contract';
import type { Decision } from '../../lib/wire';

const LABELS = new Map<string, string>(REJECTION_RUBRIC.map((item) => [item.id, item.label]));

const HEADINGS: Record<Decision['verdict'], string> = {
  approved: 'Approved',
  rejected: 'Not approved',
  unpublished: 'Unpublished',
};

/** An admin's reason: a heading, their words and the rubric items they ticked, by label. */
export function ReasonNote({
  heading,
  text,
  checklist,
}: {
  heading: string;
  text: string;
  checklist: readonly string[];
}) {
  return (
    <div className="dash-decision-note" role="note">
      <strong>{heading}:</strong> {text}
      {checklist.length > 0 ? (
        <ul>
          {checklist.map((item) => (
            <li key={item}>{LABELS.get(item) ?? item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Why the last decision went against a course or an application: the admin's words and items. */
export function DecisionNote({ decision }: { decision: Decision | null }) {
  if (!decision || decision.verdict === 'approved' || !decision.reason) return null;
  const what =
    decision.subject === 'revision' ? 'Changes not approved' : HEADINGS[decision.verdict];
  return <ReasonNote heading={what} text={decision.reason} checklist={decision.checklist} />;
}
