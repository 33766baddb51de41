import type { Email, MailMessage, OutboxMessage, OutboxStatus } from '@classroom/core';

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  data: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: number | string;
  sent_at: number | string | null;
}

/** A message's fields but its kind and recipient, as JSON; dates (fields named *At) as ISO text. */
export function messageData(message: MailMessage): string {
  const { kind: _kind, to: _to, ...data } = message;
  return JSON.stringify(data);
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const data = JSON.parse(row.data, (key, value: unknown) =>
    key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
  ) as Record<string, unknown>;
  return {
    id: row.id,
    message: { ...data, kind: row.kind, to: row.recipient as Email } as MailMessage,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: new Date(Number(row.created_at)),
    sentAt: row.sent_at === null ? null : new Date(Number(row.sent_at)),
  };
}
