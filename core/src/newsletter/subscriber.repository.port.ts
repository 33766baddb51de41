import type { Email } from '../shared/email';

export interface Subscriber {
  email: Email;
  subscribedAt: Date;
}

/** The newsletter's list: each address once. */
export interface SubscriberRepository {
  /** Adds the address; false, changing nothing, when it is already on the list. */
  add(subscriber: Subscriber): Promise<boolean>;
  /** Every subscriber, oldest first. */
  list(): Promise<Subscriber[]>;
}
