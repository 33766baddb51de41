import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import type { DecisionReason } from '../api/dashboards-api';
import { ReasonDialog } from './reason-dialog';
import { failureMessage } from './run-confirmed';

/**
 * A decision that needs a reason (Reject, Unpublish): asks for it, runs the decision and says
 * so with the spec's text.
 */
export function ReasonButton(props: {
  action: 'Reject' | 'Unpublish';
  name: string;
  subject: 'course' | 'application';
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
        title={`${action} '${name}'`}
        subject={subject}
        okText={`Yes, ${action}!`}
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
