import type { Actor } from '../../shared/actor';
import { ForbiddenError } from '../../shared/errors';
import { requireUser } from '../access';
import { parseProfile, type ProfileInput } from '../profile-input';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export interface UpdateProfileInput extends ProfileInput {
  /** The record to change, as the request names it: it must be the caller's own. */
  email: string;
}

export class UpdateProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(input: UpdateProfileInput, actor: Actor | null): Promise<User> {
    const user = await requireUser(this.users, actor);
    if (input.email.trim().toLowerCase() !== user.email) {
      throw new ForbiddenError('You may only change your own record.');
    }
    const profile = parseProfile(input, { photoRequired: true });
    user.updateProfile(profile.displayName, profile.photoURL);
    await this.users.saveProfile(user);
    return user;
  }
}
