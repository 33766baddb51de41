import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';
import { OutboxTable } from '../components/outbox-table';
import { showFailure } from '../../../lib/run-confirmed';
import { useOutbox } from '../stores/use-outbox';

export const Component = observer(function AdminOutboxPage() {
  usePageTitle('Outbox | Admin');
  const outbox = useOutbox();
  useEffect(() => {
    outbox.load(1).catch(showFailure);
  }, [outbox]);
  return (
    <>
      <OutboxTable store={outbox} />
      <OutboxMessageDialog store={outbox} />
    </>
  );
});
