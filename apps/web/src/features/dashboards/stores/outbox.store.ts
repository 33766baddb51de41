import { action, actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { OutboxApi, OutboxEntry, OutboxMessage } from '../api/outbox-api';
import { PagedListStore } from './paged-list.store';

/** One page of the admins' Outbox, newest first, and the message being read. */
export class OutboxStore extends PagedListStore<OutboxEntry> {
  /** The message open for reading, once loaded. */
  reading: OutboxMessage | null = null;
  readingId: string | null = null;

  constructor(private readonly api: OutboxApi) {
    super();
    makeObservable(this, {
      reading: observableRef,
      readingId: observable,
      read: action,
      closeMessage: actionBound,
    });
  }

  protected fetchPage(page: number) {
    return this.api.listOutbox(page);
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
