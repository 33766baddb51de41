import { REJECTION_RUBRIC } from '@classroom/http-contract';
import type { Decision } from '../api/dashboards-api';

const LABELS = new Map<string, string>(REJECTION_RUBRIC.map((item) => [item.id, item.label]));

const HEADINGS: Record<Decision['verdict'], string> = {
  approved: 'Approved',
  rejected: 'Not approved',
  unpublished: 'Unpublished',
};

/** Why the last decision went against a course or an application: the admin's words and items. */
export function DecisionNote({ decision }: { decision: Decision | null }) {
  if (!decision || decision.verdict === 'approved' || !decision.reason) return null;
  const what =
    decision.subject === 'revision' ? 'Changes not approved' : HEADINGS[decision.verdict];
  return (
    <div className="dash-decision-note" role="note">
      <strong>{what}:</strong> {decision.reason}
      {decision.checklist.length > 0 ? (
        <ul>
          {decision.checklist.map((item) => (
            <li key={item}>{LABELS.get(item) ?? item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
