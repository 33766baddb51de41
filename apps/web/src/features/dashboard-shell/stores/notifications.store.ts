import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../../lib/api-error';
import type { BellNotification, HeaderApi } from '../api/header-api';
import type { LoadStatus } from '../../../stores/load-status';

/** The bell: the newest notifications and how many are unread. */
export class NotificationsStore {
  notifications: BellNotification[] = [];
  unread = 0;
  status: LoadStatus = 'idle';
  error: string | null = null;
  /** Whose notifications these are: the store outlives a sign-out. */
  private owner: string | null = null;

  constructor(private readonly api: HeaderApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Shows `userId`'s notifications: another person's are forgotten at once, then loaded. */
  showFor(userId: string | null): Promise<void> {
    if (userId !== this.owner) {
      this.owner = userId;
      this.notifications = [];
      this.unread = 0;
      this.status = 'idle';
    }
    return this.load();
  }

  async load(): Promise<void> {
    if (this.status === 'idle') this.status = 'loading';
    try {
      const page = await this.api.notifications();
      runInAction(() => {
        this.notifications = page.notifications;
        this.unread = page.unread;
        this.status = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.error = isApiError(error) ? error.message : 'The notifications cannot be loaded.';
      });
    }
  }

  /** Marks one read (at once on screen; the server is told) and gives the page to open. */
  async open(id: string): Promise<string | null> {
    const notification = this.notifications.find((candidate) => candidate.id === id);
    if (!notification) return null;
    if (!notification.read) {
      notification.read = true;
      this.unread = Math.max(0, this.unread - 1);
      await this.api.markRead([id]).catch(() => this.load());
    }
    return notification.path;
  }

  async markAllRead(): Promise<void> {
    for (const notification of this.notifications) notification.read = true;
    this.unread = 0;
    try {
      await this.api.markRead();
    } catch (error) {
      await this.load();
      throw error;
    }
  }
}
