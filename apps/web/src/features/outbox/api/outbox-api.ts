import type { OutboxEntryWire, OutboxSort } from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';

export type OutboxStatus = OutboxEntryWire['status'];

/** One outgoing e-mail as the admins' Outbox lists it. */
export interface OutboxEntry {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time, null until sent. */
  sentAt: string | null;
}

/** What the Outbox table asks the server for: only the filters that are set. */
export interface OutboxFilters {
  /** Part of the recipient's address or of the subject. */
  q?: string;
  status?: OutboxStatus;
  /** Newest first when not set. */
  sort?: OutboxSort;
}

/** A message as its recipient reads it. */
export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string;
}

/** What the Outbox page needs from the server; a fake implements it in tests. */
export interface OutboxApi {
  listOutbox(page: number, filters?: OutboxFilters): Promise<PageOf<OutboxEntry>>;
  readOutboxMessage(id: string): Promise<OutboxMessage>;
}
