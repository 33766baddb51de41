import { Button, Modal } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/run-confirmed';

/** What needs no reason; a suspension asks for one (ReasonButton). */
export type AccountAction = 'Reactivate' | 'Demote';

/** What each action does to the person, said before the admin confirms it. */
const CONSEQUENCES: Record<AccountAction, string> = {
  Reactivate: 'They can sign in again with their usual account.',
  Demote: 'They lose admin rights and keep their account. Another admin can make them admin again.',
};

/**
 * An action on someone's account (reactivate, demote): a dialog says what it does and
 * asks to confirm; a refusal (the last admin) stays in the dialog, in the server's words.
 */
export function AccountActionButton(props: {
  action: AccountAction;
  name: string;
  run: () => Promise<unknown>;
}) {
  const { action, name, run } = props;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      close();
      notify.success('Successfully Done!');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        danger={action !== 'Reactivate'}
        aria-label={`${action} ${name}`}
        onClick={() => setOpen(true)}
      >
        {action}
      </Button>
      <Modal
        open={open}
        title={`${action} '${name}'?`}
        okText={`Yes, ${action}!`}
        okButtonProps={{ danger: action !== 'Reactivate', loading: busy }}
        cancelText="Cancel"
        cancelButtonProps={{ autoFocus: true }}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{CONSEQUENCES[action]}</p>
        {error ? (
          <p className="dash-reason__error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
