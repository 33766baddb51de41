import type { NotificationKind } from '@classroom/http-contract';
import type { CourseStatus } from '../../../lib/wire';

/** A person or a course found by the dashboard header's search. */
export interface SearchHits {
  users: { id: string; name: string; email: string }[];
  courses: {
    id: string;
    name: string;
    state: CourseStatus;
  }[];
}

/** One line of the bell: what happened, when, and the page that shows it. */
export interface BellNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  /** The admin's reason, for a refusal or a take-down. */
  reason: string | null;
  path: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationsPage {
  notifications: BellNotification[];
  unread: number;
}

/** What the dashboards' header needs from the server; a fake implements it in tests. */
export interface HeaderApi {
  search(text: string): Promise<SearchHits>;
  notifications(): Promise<NotificationsPage>;
  /** Marks the ones named read, or every one when none are named. */
  markRead(ids?: string[]): Promise<void>;
}
