import type { Actor } from '../../shared/actor';
import { requireUser } from '../access';
import { parseProfile, type ProfileInput } from '../profile-input';
import type { User } from '../user.entity';
import type { UserRepository } from '../user.repository.port';

export class UpdateProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(input: ProfileInput, actor: Actor | null): Promise<User> {
    const user = await requireUser(this.users, actor);
    const profile = parseProfile(input, { photoRequired: true });
    user.updateProfile(profile.displayName, profile.photoURL);
    await this.users.saveProfile(user);
    return user;
  }
}
