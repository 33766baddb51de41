import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import type { DecisionReason } from '../../lib/wire';
import { ReasonDialog, type ReasonAction, type ReasonSubject } from './reason-dialog';
import { failureMessage } from '../../lib/run-confirmed';

/**
 * An action that needs a reason (Reject, Unpublish, Suspend): asks to confirm and why, runs
 * it and says so with the spec's text.
 */
export function ReasonButton(props: {
  action: ReasonAction;
  name: string;
  subject: ReasonSubject;
  decide: (reason: DecisionReason) => Promise<unknown>;
}) {
  const { action, name, subject, decide } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger aria-label={`${action} ${name}`} onClick={() => setOpen(true)}>
        {action}
      </Button>
      <ReasonDialog
        open={open}
        action={action}
        title={`${action} '${name}'`}
        subject={subject}
        onCancel={() => setOpen(false)}
        onSubmit={async (reason) => {
          try {
            await decide(reason);
            setOpen(false);
            notify.success('Successfully Done!');
          } catch (error) {
            notify.error(failureMessage(error));
          }
        }}
      />
    </>
  );
}
