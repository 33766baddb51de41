import type { ApiRequest, ApiResponse, DesktopSession } from '../../shared/ipc-channels';

/** One notification as the desktop shows it, and the page a click opens. */
export interface Notice {
  id: string;
  title: string;
  body: string;
  path: string;
}

export interface NotificationFeedDeps {
  apiRequest(request: ApiRequest): Promise<ApiResponse>;
  session(): DesktopSession | null;
  notify(notice: Notice): void;
  intervalMs?: number;
}

interface NotificationWire {
  _id: string;
  title: string;
  path: string;
  reason: string | null;
  courseName: string | null;
}

function toNotice(notification: NotificationWire): Notice {
  return {
    id: notification._id,
    title: notification.title,
    body: notification.reason ?? notification.courseName ?? '',
    path: notification.path,
  };
}

/**
 * The signed-in person's notifications as desktop notices, whoever they are: instructors hear
 * of decisions, sales and reviews, admins of what awaits review. The first look only learns
 * the newest one: starting the app does not announce what was already there.
 */
export function startNotificationFeed(deps: NotificationFeedDeps) {
  let lastSeen: string | null = null;
  let primed = false;
  let timer: NodeJS.Timeout | null = null;

  const getJson = async (path: string): Promise<unknown> => {
    const answer = await deps.apiRequest({
      method: 'GET',
      path,
      headers: { Accept: 'application/json' },
    });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return JSON.parse(answer.body) as unknown;
  };

  const poll = async () => {
    if (!deps.session()) return;
    try {
      if (!primed) {
        const page = (await getJson('/api/v1/notifications?limit=1')) as {
          notifications: NotificationWire[];
        };
        lastSeen = page.notifications[0]?._id ?? null;
        primed = true;
        return;
      }
      const query = lastSeen === null ? '' : `?after=${encodeURIComponent(lastSeen)}`;
      const fresh = (await getJson(`/api/v1/notifications/since${query}`)) as NotificationWire[];
      for (const notification of fresh) {
        lastSeen = notification._id;
        deps.notify(toNotice(notification));
      }
    } catch {
      // Offline or signed out meanwhile: the banner tells the user, try again next round.
    }
  };

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const restart = () => {
    stop();
    lastSeen = null;
    primed = false;
    if (!deps.session()) return;
    void poll();
    timer = setInterval(() => void poll(), deps.intervalMs ?? 60_000);
    timer.unref?.();
  };

  return { restart, stop, poll };
}
