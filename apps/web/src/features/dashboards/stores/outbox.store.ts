import { makeAutoObservable, runInAction } from 'mobx';
import type { OutboxApi, OutboxEntry, OutboxMessage } from '../api/outbox-api';
import type { LoadStatus } from './load-status';

/** One page of the admins' Outbox, newest first, and the message being read. */
export class OutboxStore {
  readonly entries = new Map<string, OutboxEntry>();
  status: LoadStatus = 'idle';
  page = 1;
  pages = 1;
  total = 0;
  /** The message open for reading, once loaded. */
  reading: OutboxMessage | null = null;
  readingId: string | null = null;

  constructor(private readonly api: OutboxApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get rows(): OutboxEntry[] {
    return [...this.entries.values()];
  }

  async load(page = this.page): Promise<void> {
    this.status = 'loading';
    try {
      const result = await this.api.listOutbox(page);
      runInAction(() => {
        this.entries.clear();
        for (const entry of result.items) this.entries.set(entry.id, entry);
        this.page = result.page;
        this.pages = Math.max(1, result.pages);
        this.total = result.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      throw error;
    }
  }

  next(): Promise<void> {
    return this.page < this.pages ? this.load(this.page + 1) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.page > 1 ? this.load(this.page - 1) : Promise.resolve();
  }

  async read(id: string): Promise<void> {
    this.readingId = id;
    this.reading = null;
    try {
      const message = await this.api.readOutboxMessage(id);
      runInAction(() => {
        if (this.readingId === id) this.reading = message;
      });
    } catch (error) {
      runInAction(() => this.closeMessage());
      throw error;
    }
  }

  closeMessage(): void {
    this.readingId = null;
    this.reading = null;
  }
}
