import type { Subscriber, SubscriberRepository } from '@classroom/core';

/** The newsletter's list over a map keyed by address. */
export class MemorySubscriberRepository implements SubscriberRepository {
  constructor(private readonly rows: Map<string, Subscriber>) {}

  async add(subscriber: Subscriber): Promise<boolean> {
    if (this.rows.has(subscriber.email)) return false;
    this.rows.set(subscriber.email, { ...subscriber });
    return true;
  }

  async list(): Promise<Subscriber[]> {
    return [...this.rows.values()]
      .sort(
        (a, b) =>
          a.subscribedAt.getTime() - b.subscribedAt.getTime() || a.email.localeCompare(b.email),
      )
      .map((row) => ({ ...row }));
  }
}
