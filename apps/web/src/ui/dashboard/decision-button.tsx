import { Button } from 'antd';
import { askAbout } from '../../lib/confirm';
import { runConfirmed } from '../../lib/run-confirmed';

export type Decision = 'Approve' | 'Reject';

/**
 * An admin's approve or reject of one named course or application: asks with the item's name
 * (Cancel focused), runs the decision, and says so with the spec's texts.
 */
export function DecisionButton(props: {
  decision: Decision;
  name: string;
  decide: () => Promise<unknown>;
}) {
  const { decision, name, decide } = props;
  return (
    <Button
      type={decision === 'Approve' ? 'primary' : 'default'}
      danger={decision === 'Reject'}
      aria-label={`${decision} ${name}`}
      onClick={() =>
        void runConfirmed(
          { label: `Yes, ${decision}!`, question: askAbout(decision, name) },
          decide,
          { title: 'Successfully Done!' },
        )
      }
    >
      {decision}
    </Button>
  );
}
