import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import { tableText } from '../../shared/table-page';
import type { MailRenderer } from '../mail-renderer.port';
import type { OutboxMessage } from '../outbox-message';
import type { OutboxQuery, OutboxRepository } from '../outbox-repository.port';

export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxEntry extends OutboxMessage {
  subject: string;
}

/**
 * Admin only: the outbox, a page at a time, each message with its subject; searched by
 * recipient or subject, filtered by status, newest or oldest first.
 */
export class ListOutbox {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
  ) {}

  async execute(
    input: OutboxQuery & { page?: number },
    actor: Actor | null,
  ): Promise<Page<OutboxEntry>> {
    await requireAdmin(this.users, actor);
    const page = pageRequest(
      { page: input.page, limit: OUTBOX_PAGE_SIZE },
      { limit: OUTBOX_PAGE_SIZE, maxLimit: OUTBOX_PAGE_SIZE },
    );
    const { page: _page, ...query } = input;
    const found = await this.outbox.list({ ...query, text: tableText(query.text) }, page);
    return {
      ...found,
      items: found.items.map((item) => ({
        ...item,
        subject: this.renderer.subjectOf(item.message),
      })),
    };
  }
}
