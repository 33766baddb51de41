import type { ApiRequest, ApiResponse, DesktopSession } from '../../shared/ipc-channels';
import { fetchPendingItems, ReviewWatcher, type ReviewNotice } from './review-watcher';

export interface ReviewNotificationsDeps {
  apiRequest(request: ApiRequest): Promise<ApiResponse>;
  session(): DesktopSession | null;
  notify(notice: ReviewNotice): void;
  intervalMs?: number;
}

/**
 * For admins: polls the pending courses and instructor applicants and shows a desktop
 * notification when something new awaits review. Nothing happens for other accounts.
 */
export function startReviewNotifications(deps: ReviewNotificationsDeps) {
  const watcher = new ReviewWatcher();
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

  const isAdmin = async (email: string): Promise<boolean> => {
    const user = (await getJson(`/api/v1/users/${encodeURIComponent(email)}`)) as {
      role?: unknown;
    };
    return user?.role === 'admin';
  };

  const poll = async () => {
    const session = deps.session();
    if (!session) return;
    try {
      if (!(await isAdmin(session.email))) return;
      watcher.noticesFor(await fetchPendingItems(getJson)).forEach(deps.notify);
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
    watcher.reset();
    if (!deps.session()) return;
    void poll();
    timer = setInterval(() => void poll(), deps.intervalMs ?? 60_000);
    timer.unref?.();
  };

  return { restart, stop, poll };
}
