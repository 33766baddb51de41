import { endpoints } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { HeaderApi } from './header-api';

/** How many notifications the bell lists. */
export const BELL_SIZE = 10;

/** The header's port over the typed API client. */
export function createHttpHeaderApi(client: ApiClient): HeaderApi {
  return {
    async search(text) {
      const answer = await client.call(endpoints.dashboardSearch, { query: { q: text } });
      return {
        users: answer.users.map((user) => ({
          id: user._id,
          name: user.displayName,
          email: user.email,
        })),
        courses: answer.courses.map((course) => ({
          id: course._id,
          name: course.courseName,
          state: course.state,
        })),
      };
    },
    async notifications() {
      const answer = await client.call(endpoints.notifications, {
        query: { page: 1, limit: BELL_SIZE },
      });
      return {
        unread: answer.unread,
        notifications: answer.notifications.map((notification) => ({
          id: notification._id,
          kind: notification.kind,
          title: notification.title,
          reason: notification.reason,
          path: notification.path,
          createdAt: notification.createdAt,
          read: notification.read,
        })),
      };
    },
    async markRead(ids) {
      await client.call(endpoints.markNotificationsRead, { body: ids ? { ids } : {} });
    },
  };
}
