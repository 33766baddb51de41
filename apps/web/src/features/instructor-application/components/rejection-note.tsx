import { REJECTION_RUBRIC, type DecisionWire } from '@classroom/http-contract';

const LABELS = new Map<string, string>(REJECTION_RUBRIC.map((item) => [item.id, item.label]));

/**
 * Why the last application was not approved, in the admin's words and rubric items, shown
 * above the form so the applicant reads it before editing and applying again (decision 33).
 */
export function RejectionNote({ decision }: { decision: DecisionWire | null }) {
  if (!decision || decision.verdict !== 'rejected' || !decision.reason) return null;
  return (
    <div className="notice application-rejection" role="note" aria-label="Why it was not approved">
      <strong>Your last application was not approved.</strong>
      <p className="application-rejection__reason">
        <span>Reason: </span>
        {decision.reason}
      </p>
      {decision.checklist.length > 0 ? (
        <ul>
          {decision.checklist.map((item) => (
            <li key={item}>{LABELS.get(item) ?? item}</li>
          ))}
        </ul>
      ) : null}
      <p>Edit your application below and submit it again.</p>
    </div>
  );
}
