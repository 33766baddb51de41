import { action, actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { OutboxApi, OutboxEntry, OutboxFilters, OutboxMessage } from '../api/outbox-api';
import { FilteredListStore } from '../../../stores/filtered-list.store';

/**
 * One page of the admins' Outbox, searched, filtered by status and sorted on the server, and
 * the message being read.
 */
export class OutboxStore extends FilteredListStore<OutboxEntry, OutboxFilters> {
  /** The message open for reading, once loaded. */
  reading: OutboxMessage | null = null;
  readingId: string | null = null;

  constructor(private readonly api: OutboxApi) {
    super({});
    makeObservable(this, {
      reading: observableRef,
      readingId: observable,
      read: action,
      closeMessage: actionBound,
    });
  }

  protected fetchPage(page: number) {
    return this.api.listOutbox(page, this.filters);
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
