import type { OutboxEntry, ReadableOutboxMessage } from '@classroom/core';
import type { OutboxEntryWire, OutboxMessageWire } from '@classroom/http-contract';

export function presentOutboxEntry(entry: OutboxEntry): OutboxEntryWire {
  return {
    _id: entry.id,
    kind: entry.message.kind,
    recipient: entry.message.to,
    subject: entry.subject,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    createdAt: entry.createdAt.toISOString(),
    sentAt: entry.sentAt?.toISOString() ?? null,
  };
}

export function presentOutboxMessage(read: ReadableOutboxMessage): OutboxMessageWire {
  return {
    ...presentOutboxEntry({ ...read, subject: read.mail.subject }),
    text: read.mail.text,
    html: read.mail.html,
  };
}
