import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { useHeader } from '../stores/use-header';
import { showFailure } from '../../../lib/run-confirmed';
import { relativeTime } from '../../../ui/relative-time';

/** How often the bell asks for news while a dashboard is open. */
const REFRESH_MS = 60_000;

const BellList = observer(function BellList({ onOpen }: { onOpen: (path: string) => void }) {
  const { notifications: store } = useHeader();
  if (store.status === 'failed' && store.notifications.length === 0) {
    return (
      <p className="dash-bell__note" role="alert">
        {store.error}
      </p>
    );
  }
  if (store.status === 'loading') return <p className="dash-bell__note">Loading…</p>;
  return (
    <div className="dash-bell">
      {store.notifications.length === 0 ? (
        <p className="dash-bell__note">No notifications yet.</p>
      ) : (
        <ul className="dash-bell__list" aria-label="Notifications">
          {store.notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={`dash-bell__item${notification.read ? '' : ' dash-bell__item--unread'}`}
                onClick={() => {
                  void store.open(notification.id).then((path) => path && onOpen(path));
                }}
              >
                <span className="dash-bell__title">
                  {notification.read ? null : <span className="dash-bell__dot">Unread: </span>}
                  {notification.title}
                </span>
                {notification.reason ? (
                  <span className="dash-bell__reason">{notification.reason}</span>
                ) : null}
                <time className="dash-bell__time" dateTime={notification.createdAt}>
                  {relativeTime(notification.createdAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dash-bell__footer">
        <Button
          size="small"
          disabled={store.unread === 0}
          onClick={() => {
            store.markAllRead().catch(showFailure);
          }}
        >
          Mark all read
        </Button>
      </div>
    </div>
  );
});

/** The bell: the unread count, and the newest notifications, each opening its page. */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications: store } = useHeader();
  const { auth } = useStores();
  const userId = auth.record?._id ?? null;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void store.showFor(userId);
    const timer = setInterval(() => void store.load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, userId]);

  const label =
    store.unread > 0 ? `Notifications, ${store.unread} unread` : 'Notifications, none unread';
  return (
    <Popover
      trigger="click"
      // Centred under the bell, it shifts to stay on a phone's screen.
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void store.load();
      }}
      title="Notifications"
      content={
        <BellList
          onOpen={(path) => {
            setOpen(false);
            void navigate(path);
          }}
        />
      }
    >
      <Badge count={store.unread} size="small" overflowCount={99}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
});
