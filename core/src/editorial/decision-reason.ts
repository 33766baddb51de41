import { FieldCheck } from '../shared/validation';
import {
  REASON_MAX_LENGTH,
  rubricFor,
  type RubricItemId,
  type RubricSubject,
} from './rejection-rubric';

/** Why an admin rejected or unpublished something: their words and the rubric items ticked. */
export interface DecisionReason {
  text: string;
  checklist: RubricItemId[];
}

export interface DecisionReasonInput {
  reason: string;
  checklist?: string[];
}

/** A reason is required; checklist items must come from the rubric for that subject, once each. */
export function parseDecisionReason(
  input: DecisionReasonInput,
  subject: RubricSubject,
): DecisionReason {
  const check = new FieldCheck();
  const text = check.text('reason', input.reason ?? '', {
    label: 'Reason',
    max: REASON_MAX_LENGTH,
    message: 'Give the reason for this decision',
  });
  const allowed = rubricFor(subject);
  const checklist = [...new Set(input.checklist ?? [])];
  if (checklist.some((item) => !(allowed as string[]).includes(item))) {
    check.fail('checklist', `Choose checklist items for a ${subject} from the rubric`);
  }
  check.done();
  return { text, checklist: checklist as RubricItemId[] };
}
