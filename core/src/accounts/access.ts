import type { Actor } from '../shared/actor';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import type { User } from './user.entity';
import type { UserRepository } from './user.repository.port';

/** The caller's own record, read fresh so that a role change takes effect at once. */
export async function requireUser(users: UserRepository, actor: Actor | null): Promise<User> {
  if (!actor) throw new UnauthenticatedError();
  const user = await users.findByEmail(actor.email);
  if (!user) throw new ForbiddenError('Your account has no user record yet. Sign in again.');
  return user;
}

export async function requireAdmin(users: UserRepository, actor: Actor | null): Promise<User> {
  const user = await requireUser(users, actor);
  if (!user.isAdmin) throw new ForbiddenError('Only admins may do this.');
  return user;
}

export async function requireApprovedInstructor(
  users: UserRepository,
  actor: Actor | null,
): Promise<User> {
  const user = await requireUser(users, actor);
  if (!user.isApprovedInstructor)
    throw new ForbiddenError('Only approved instructors may do this.');
  return user;
}

/** The caller may read data about `email` only when it is their own, or when they are an admin. */
export async function requireSelfOrAdmin(
  users: UserRepository,
  actor: Actor | null,
  email: string,
): Promise<User> {
  const user = await requireUser(users, actor);
  if (user.email !== email.trim().toLowerCase() && !user.isAdmin) {
    throw new ForbiddenError('You may only see your own data.');
  }
  return user;
}
