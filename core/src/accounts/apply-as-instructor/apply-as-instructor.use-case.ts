import type { Actor } from '../../shared/actor';
import { ForbiddenError } from '../../shared/errors';
import { CATEGORIES, EXPERIENCES } from '../../shared/options';
import { FieldCheck } from '../../shared/validation';
import { requireUser } from '../access';
import { ApplicationAlreadySentError } from '../user.errors';
import type { User } from '../user.entity';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { tellAdmins } from '../../notifications/notify';
import type { UserRepository } from '../user.repository.port';

export interface ApplicationInput {
  /** The record that applies, as the request names it: it must be the caller's own. */
  userId: string;
  category: string;
  experience: string;
  title: string;
}

/**
 * One unit of work, so that a request past its deadline leaves no application. A rejected
 * applicant reapplies the same way, after editing; admins are told a new application waits.
 */
export class ApplyAsInstructor {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(input: ApplicationInput, actor: Actor | null): Promise<User> {
    return this.unitOfWork.transaction(async (repositories) => {
      const user = await this.apply(repositories.users, input, actor);
      await tellAdmins(repositories, {
        kind: 'application-submitted',
        subject: { userId: user.id, personName: user.displayName },
        reason: null,
      });
      return user;
    });
  }

  private async apply(
    users: UserRepository,
    input: ApplicationInput,
    actor: Actor | null,
  ): Promise<User> {
    const user = await requireUser(users, actor);
    if (input.userId !== user.id) throw new ForbiddenError('You may only apply for yourself.');
    const check = new FieldCheck();
    const application = {
      experience: check.oneOf('experience', input.experience, EXPERIENCES, 'Experience'),
      category: check.oneOf('category', input.category, CATEGORIES, 'Category'),
      title: check.text('title', input.title, {
        label: 'Title',
        max: 80,
        message: 'Title is required',
      }),
    };
    check.done();
    const before = user.standing;
    user.applyAsInstructor(application);
    if (!(await users.saveStanding(user, before))) throw new ApplicationAlreadySentError();
    return user;
  }
}
