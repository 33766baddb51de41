import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { ErrorNotice } from './error-notice';

interface TitleDialogProps {
  heading: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a section's title: to add a section or to rename one. */
export function TitleDialog({
  heading,
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: TitleDialogProps) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(title.trim());
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={heading} onCancel={onClose} footer={null} destroyOnHidden>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={id} className="curriculum-field__label">
          {label}
        </label>
        <Input
          id={id}
          autoFocus
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <ErrorNotice error={failure} />
        <div className="dash-dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
