import { adminEndpoints as endpoints, type OutboxEntryWire } from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { OutboxApi, OutboxEntry } from './outbox-api';

function toEntry(wire: OutboxEntryWire): OutboxEntry {
  return {
    id: wire._id,
    kind: wire.kind,
    recipient: wire.recipient,
    subject: wire.subject,
    status: wire.status,
    attempts: wire.attempts,
    lastError: wire.lastError,
    createdAt: wire.createdAt,
    sentAt: wire.sentAt,
  };
}

/** The Outbox port over the typed API client. */
export function createHttpOutboxApi(client: ApiClient): OutboxApi {
  return {
    async listOutbox(page, filters = {}) {
      const answer = await client.call(endpoints.adminOutbox, { query: { page, ...filters } });
      return {
        items: answer.messages.map(toEntry),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async readOutboxMessage(id) {
      const wire = await client.call(endpoints.adminOutboxMessage, { params: { id } });
      return { ...toEntry(wire), text: wire.text, html: wire.html };
    },
  };
}
