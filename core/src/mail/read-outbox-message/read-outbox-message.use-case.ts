import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { MailRenderer, RenderedMail } from '../mail-renderer.port';
import { withoutSecrets } from '../mail-secrets';
import type { OutboxMessage } from '../outbox-message';
import type { OutboxRepository } from '../outbox-repository.port';

export interface ReadableOutboxMessage extends OutboxMessage {
  mail: RenderedMail;
}

/**
 * Admin only: one message as its recipient reads it. Its secret links are shown only while it
 * is kept, where no transport exists to carry them and the admin is how they reach the person.
 */
export class ReadOutboxMessage {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
  ) {}

  async execute(id: string, actor: Actor | null): Promise<ReadableOutboxMessage> {
    await requireAdmin(this.users, actor);
    const record = await this.outbox.findById(id);
    if (!record) throw new NotFoundError('message');
    const shown = record.status === 'kept' ? record.message : withoutSecrets(record.message);
    return { ...record, mail: await this.renderer.render(shown) };
  }
}
