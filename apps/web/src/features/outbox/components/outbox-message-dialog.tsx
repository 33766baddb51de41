import { Modal, Spin, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OutboxStore } from '../stores/outbox.store';
import { OutboxStatusTag, attemptsText } from './outbox-status-tag';
import { formatDateTime } from '../../../ui/format-date';

/**
 * One message as its recipient reads it: the text, and the HTML in a sandboxed frame (no
 * scripts, no forms, no same-origin access), so a message can never act on this page.
 */
export const OutboxMessageDialog = observer(function OutboxMessageDialog({
  store,
}: {
  store: OutboxStore;
}) {
  const message = store.reading;
  return (
    <Modal
      open={store.readingId !== null}
      onCancel={store.closeMessage}
      footer={null}
      width={720}
      title={message?.subject ?? 'Loading message'}
      destroyOnHidden
    >
      {message ? (
        <>
          <dl className="outbox-facts">
            <dt>To</dt>
            <dd>{message.recipient}</dd>
            <dt>Status</dt>
            <dd>
              <OutboxStatusTag status={message.status} /> {attemptsText(message.attempts)}
            </dd>
            <dt>Created</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
            {message.lastError ? (
              <>
                <dt>Last error</dt>
                <dd>{message.lastError}</dd>
              </>
            ) : null}
          </dl>
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                children: (
                  <iframe
                    className="outbox-html"
                    title={`HTML of ${message.subject}`}
                    sandbox=""
                    srcDoc={message.html}
                  />
                ),
              },
              {
                key: 'text',
                label: 'Text',
                children: <pre className="outbox-text">{message.text}</pre>,
              },
            ]}
          />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
});
