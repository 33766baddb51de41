import { parseEmail } from '../../shared/email';
import type { Clock } from '../../shared/ports';
import type { SubscriberRepository } from '../subscriber.repository.port';

/**
 * Puts an address on the newsletter's list, once. The answer is the same whether or not it
 * was there already, so the form tells nobody who else subscribed.
 */
export class Subscribe {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<void> {
    await this.subscribers.add({ email: parseEmail(email), subscribedAt: this.clock.now() });
  }
}
