import { Checkbox, Input, Modal } from 'antd';
import { decisionReasonBody, REJECTION_RUBRIC, type RubricItemId } from '@classroom/http-contract';
import { useState } from 'react';
import { CONFIRM_TEXT, CONFIRM_TITLE } from '../../lib/confirm';
import type { DecisionReason } from '../../lib/wire';

/** What needs a reason: rejecting a course, a revision or an application, a take-down, a suspension. */
export type ReasonAction = 'Reject' | 'Unpublish' | 'Suspend';
export type ReasonSubject = 'course' | 'application' | 'account';

/** The question each asks before it runs: the spec's for a rejection, what it does otherwise. */
const QUESTIONS: Record<ReasonAction, string> = {
  Reject: `${CONFIRM_TITLE} ${CONFIRM_TEXT}`,
  Unpublish: `${CONFIRM_TITLE} It leaves the catalogue now: nobody new can buy it, and its students keep their access.`,
  Suspend: `${CONFIRM_TITLE} They cannot sign in, and every session they have ends now. You can reactivate the account later.`,
};

/** Who reads the reason. */
const READERS: Record<ReasonSubject, string> = {
  course: 'instructor',
  application: 'applicant',
  account: 'person',
};

interface ReasonDialogProps {
  open: boolean;
  action: ReasonAction;
  /** "Reject 'Intro to Figma'", "Suspend 'Sam Student'". */
  title: string;
  subject: ReasonSubject;
  onSubmit(reason: DecisionReason): Promise<void>;
  onCancel(): void;
}

/**
 * Asks an admin to confirm, and why: their words (required) and any items of the rubric for
 * this kind of subject. The contract's schema checks it, as the server will.
 */
export function ReasonDialog({
  open,
  action,
  title,
  subject,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [checklist, setChecklist] = useState<RubricItemId[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = REJECTION_RUBRIC.filter((item) =>
    (item.for as readonly string[]).includes(subject),
  );

  const submit = async () => {
    const parsed = decisionReasonBody.safeParse({ reason, checklist });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason for this decision');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      setReason('');
      setChecklist([]);
      setError(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={`Yes, ${action}!`}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{QUESTIONS[action]}</p>
      <label className="dash-reason__label" htmlFor="decision-reason">
        Reason (shown to the {READERS[subject]})
      </label>
      <Input.TextArea
        id="decision-reason"
        value={reason}
        rows={4}
        maxLength={1000}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'decision-reason-error' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id="decision-reason-error" className="dash-reason__error" role="alert">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <fieldset className="dash-reason__rubric">
          <legend>Checklist (optional)</legend>
          <Checkbox.Group
            value={checklist}
            onChange={(values) => setChecklist(values as RubricItemId[])}
            options={items.map((item) => ({ label: item.label, value: item.id }))}
          />
        </fieldset>
      ) : null}
    </Modal>
  );
}
