import type { Actor, User } from '../src/index';

/** The caller as an adapter would pass it: only the authenticated e-mail. */
export function actorOf(user: User): Actor {
  return { email: user.email };
}
