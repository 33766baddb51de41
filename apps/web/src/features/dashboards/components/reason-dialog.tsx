import { Checkbox, Input, Modal } from 'antd';
import { decisionReasonBody, REJECTION_RUBRIC, type RubricItemId } from '@classroom/http-contract';
import { useState } from 'react';
import type { DecisionReason } from '../api/dashboards-api';

interface ReasonDialogProps {
  open: boolean;
  /** 'Reject Intro to Figma', 'Unpublish Intro to Figma'. */
  title: string;
  subject: 'course' | 'application';
  okText: string;
  onSubmit(reason: DecisionReason): Promise<void>;
  onCancel(): void;
}

/**
 * Asks an admin why: their words (required) and any items of the rubric for this kind of
 * subject. The contract's schema checks it, as the server will.
 */
export function ReasonDialog({
  open,
  title,
  subject,
  okText,
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
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Cancel"
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label className="dash-reason__label" htmlFor="decision-reason">
        Reason (shown to the {subject === 'course' ? 'instructor' : 'applicant'})
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
      <fieldset className="dash-reason__rubric">
        <legend>Checklist (optional)</legend>
        <Checkbox.Group
          value={checklist}
          onChange={(values) => setChecklist(values as RubricItemId[])}
          options={items.map((item) => ({ label: item.label, value: item.id }))}
        />
      </fieldset>
    </Modal>
  );
}
