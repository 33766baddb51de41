import type { Actor } from '../../shared/actor';
import { requireAdmin } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { Subscriber, SubscriberRepository } from '../subscriber.repository.port';

/** The newsletter's list, for an admin to take to a mailing tool. */
export class ExportSubscribers {
  constructor(
    private readonly users: UserRepository,
    private readonly subscribers: SubscriberRepository,
  ) {}

  async execute(actor: Actor | null): Promise<Subscriber[]> {
    await requireAdmin(this.users, actor);
    return this.subscribers.list();
  }
}
