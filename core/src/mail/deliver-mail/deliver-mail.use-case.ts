import type { Clock } from '../../shared/ports';
import type { MailKind } from '../mail-message';
import type { MailRenderer, RenderedMail } from '../mail-renderer.port';
import { withoutSecrets } from '../mail-secrets';
import type { MailTransport } from '../mail-transport.port';
import type { OutboxRepository } from '../outbox-repository.port';

export type DeliveryOutcome =
  | { status: 'sent'; kind: MailKind }
  | { status: 'kept'; kind: MailKind; mail: RenderedMail }
  /** Unknown, or no longer queued (delivered by an earlier run whose job was not settled). */
  | { status: 'skipped' };

const MAX_ERROR_LENGTH = 1_000;

/**
 * Renders one queued outbox message and hands it to the transport. Without a transport the
 * message is kept for an admin to read. A failure is recorded on the message and thrown, so
 * the job is tried again; on the last attempt the message is marked failed instead. Secrets
 * are removed once the message is sent or given up.
 */
export class DeliverMail {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport | null,
    private readonly clock: Clock,
  ) {}

  async execute(input: { messageId: string; lastAttempt: boolean }): Promise<DeliveryOutcome> {
    const record = await this.outbox.findById(input.messageId);
    if (!record || record.status !== 'queued') return { status: 'skipped' };
    const { message } = record;
    try {
      const mail = await this.renderer.render(message);
      if (!this.transport) {
        await this.outbox.markKept(record.id);
        return { status: 'kept', kind: message.kind, mail };
      }
      await this.transport.send(message.to, mail);
    } catch (error) {
      const reason = describe(error);
      if (input.lastAttempt)
        await this.outbox.markFailed(record.id, reason, withoutSecrets(message));
      else await this.outbox.recordFailedAttempt(record.id, reason);
      throw error;
    }
    await this.outbox.markSent(record.id, this.clock.now(), withoutSecrets(message));
    return { status: 'sent', kind: message.kind };
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
