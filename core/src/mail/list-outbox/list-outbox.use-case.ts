import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { pageRequest } from '../../shared/paging';
import type { Page } from '../../shared/ports';
import type { MailRenderer } from '../mail-renderer.port';
import type { OutboxMessage } from '../outbox-message';
import type { OutboxRepository } from '../outbox-repository.port';

export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxEntry extends OutboxMessage {
  subject: string;
}

/** Admin only: the outbox, newest first, a page at a time, each message with its subject. */
export class ListOutbox {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
  ) {}

  async execute(input: { page?: number }, actor: Actor | null): Promise<Page<OutboxEntry>> {
    await requireAdmin(this.users, actor);
    const page = pageRequest(
      { page: input.page, limit: OUTBOX_PAGE_SIZE },
      { limit: OUTBOX_PAGE_SIZE, maxLimit: OUTBOX_PAGE_SIZE },
    );
    const found = await this.outbox.list(page);
    return {
      ...found,
      items: found.items.map((item) => ({
        ...item,
        subject: this.renderer.subjectOf(item.message),
      })),
    };
  }
}
