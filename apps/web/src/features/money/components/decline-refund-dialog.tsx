import { Input, Modal } from 'antd';
import { declineRefundBody } from '@classroom/http-contract';
import { useState } from 'react';
import type { RefundQueueEntry } from '../api/money-api';
import { failureMessage } from '../../../lib/run-confirmed';

/**
 * Declines a refund request with the admin's reason (required, shown to the student). The
 * dialog names the student and the course; Cancel has the focus, so Enter never declines.
 */
export function DeclineRefundDialog({
  request,
  decline,
  onClose,
}: {
  request: RefundQueueEntry | null;
  decline: (id: string, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!request) return;
    const parsed = declineRefundBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the reason');
      return;
    }
    setBusy(true);
    try {
      await decline(request.id, parsed.data.reason);
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const student = request ? request.studentName || request.studentEmail || 'a student' : '';
  return (
    <Modal
      open={request !== null}
      title={request ? `Decline the refund of ${request.courseName} for ${student}` : ''}
      okText="Decline"
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Cancel"
      cancelButtonProps={{ autoFocus: true }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <label className="dash-reason__label" htmlFor="refund-decline-reason">
        Reason (shown to the student)
      </label>
      <Input.TextArea
        id="refund-decline-reason"
        value={reason}
        rows={4}
        maxLength={1000}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'refund-decline-error' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p id="refund-decline-error" className="dash-reason__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
